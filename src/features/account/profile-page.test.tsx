import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeAuthBackend, fakeSession, fakeUser, renderWithAuth } from "~/lib/auth/testing";
import { ACCOUNT_TOASTS } from "~/lib/auth/auth-messages";
import { getQueryClient } from "~/lib/query-client";
import { bucketAnswer } from "~/lib/storage-testing";
import { toast } from "~/lib/toast";
import { ProfilePage } from "./profile-page";

vi.mock("~/lib/toast", () => ({ toast: vi.fn() }));

const STORAGE = "http://127.0.0.1:54321/storage/v1/object/public/avatars/";
const upload = vi.fn(async (path: string, _file: Blob, _options: unknown) => ({
  data: { path } as { path: string } | null,
  error: null as unknown,
}));
const remove = vi.fn(async (_names: string[]) => ({ data: [], error: null }));
const getBucket = vi.fn(async (id: string) => bucketAnswer(id));
vi.mock("~/lib/supabase", () => ({
  getSupabase: async () => ({
    storage: {
      getBucket: (id: string) => getBucket(id),
      from: () => ({ upload, remove, getPublicUrl: (path: string) => ({ data: { publicUrl: `${STORAGE}${path}` } }) }),
    },
  }),
}));
// jsdom cannot decode images: the resize step answers what Chromium would, a 256 px WebP square.
const resizeImage = vi.fn(async (_file: Blob, _options: unknown) => ({
  blob: new Blob(["webp"], { type: "image/webp" }),
  width: 256,
  height: 256,
}));
vi.mock("~/lib/image-resize", () => ({ resizeImage: (file: Blob, options: unknown) => resizeImage(file, options) }));

const photo = (size = 4096, type = "image/jpeg") => new File([new Uint8Array(size)], "me.jpg", { type });

function openProfile(metadata: Record<string, string> = {}) {
  const user = fakeUser({
    user_metadata: { full_name: "Ada Lovelace", ...metadata },
    created_at: "2024-03-05T10:00:00Z",
  });
  const fake = createFakeAuthBackend(fakeSession(user));
  renderWithAuth(<ProfilePage />, { backend: fake.backend, path: "/profile" });
  return { fake, user: userEvent.setup() };
}

describe("/profile", () => {
  beforeEach(() => {
    vi.mocked(toast).mockClear();
    upload.mockClear();
    remove.mockClear();
    getBucket.mockClear();
    // The page uses the tab's one query cache: each test reads the bucket's rules afresh.
    getQueryClient().clear();
  });

  it("shows the email and the member-since date", async () => {
    openProfile();
    expect(await screen.findByText("Mar 05, 2024")).toBeInTheDocument();
    expect(screen.getAllByText("ada@example.com").length).toBeGreaterThan(0);
    expect(screen.getByLabelText("Full name")).toHaveValue("Ada Lovelace");
  });

  it("saves the name to the user metadata", async () => {
    const { fake, user } = openProfile();
    const name = await screen.findByLabelText("Full name");
    await user.clear(name);
    await user.type(name, "Augusta Ada King");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(fake.backend.updateUser).toHaveBeenCalledWith({ data: { full_name: "Augusta Ada King" } });
    expect(toast).toHaveBeenCalledWith({
      title: "Profile Updated",
      description: "Your changes have been saved.",
      group: "profile",
    });
    await waitFor(() => expect(screen.getByRole("heading", { name: "Augusta Ada King" })).toBeInTheDocument());
  });

  it("removes the values of emptied fields", async () => {
    const { fake, user } = openProfile();
    await user.clear(await screen.findByLabelText("Full name"));
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(fake.backend.updateUser).toHaveBeenCalledWith({ data: { full_name: null } });
  });

  it("uploads a picked picture, cropped square, into the user's own folder and shows it at once", async () => {
    const { fake, user } = openProfile();
    await user.upload(await screen.findByLabelText("Profile picture file"), photo());
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ ...ACCOUNT_TOASTS.profileSaved, group: "profile" }));
    expect(resizeImage).toHaveBeenCalledWith(expect.any(File), { maxSide: 256, square: true });
    const [path] = upload.mock.calls[0];
    expect(path).toMatch(/^00000000-0000-4000-8000-000000000001\/[0-9a-f-]{36}\.webp$/);
    expect(fake.backend.updateUser).toHaveBeenCalledWith({ data: { avatar_url: `${STORAGE}${path}` } });
    const summary = screen.getByRole("region", { name: "Ada Lovelace" });
    await waitFor(() => expect(summary.querySelector("img")).toHaveAttribute("src", `${STORAGE}${path}`));
    expect(summary.querySelector("img")).toHaveAttribute("width", "72");
    expect(remove).not.toHaveBeenCalled();
  });

  it("replacing or removing the picture deletes the previous stored file", async () => {
    const { fake, user } = openProfile({ avatar_url: `${STORAGE}00000000-0000-4000-8000-000000000001/old.webp` });
    await user.upload(await screen.findByLabelText("Profile picture file"), photo());
    await waitFor(() => expect(remove).toHaveBeenCalledWith(["00000000-0000-4000-8000-000000000001/old.webp"]));
    const [path] = upload.mock.calls[0];

    await user.click(screen.getByRole("button", { name: "Remove image" }));
    await waitFor(() => expect(fake.backend.updateUser).toHaveBeenLastCalledWith({ data: { avatar_url: null } }));
    await waitFor(() => expect(remove).toHaveBeenLastCalledWith([path]));
    expect(await screen.findByRole("button", { name: "Choose a file" })).toBeInTheDocument();
  });

  it("refuses a file of the wrong type or too large to decode, beside the picture, and stores nothing", async () => {
    resizeImage.mockClear();
    const { fake } = openProfile();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText("Profile picture file"), photo(10, "image/gif"));
    expect(screen.getByRole("alert")).toHaveTextContent("This file is not a PNG, JPEG, WebP, AVIF or SVG image.");
    await user.upload(screen.getByLabelText("Profile picture file"), photo(26 * 1024 * 1024));
    expect(screen.getByRole("alert")).toHaveTextContent("This file is 26 MB; pictures can be up to 25 MB.");
    expect(resizeImage).not.toHaveBeenCalled();
    expect(upload).not.toHaveBeenCalled();
    expect(fake.backend.updateUser).not.toHaveBeenCalled();
  });

  it("scales a photo over the bucket limit down first and stores the small result", async () => {
    const { fake, user } = openProfile();
    await user.upload(await screen.findByLabelText("Profile picture file"), photo(3 * 1024 * 1024));
    await waitFor(() => expect(upload).toHaveBeenCalled());
    expect(resizeImage).toHaveBeenCalledWith(expect.any(File), { maxSide: 256, square: true });
    expect((upload.mock.calls[0] as unknown[])[1]).toMatchObject({ type: "image/webp", size: 4 });
    await waitFor(() => expect(fake.backend.updateUser).toHaveBeenCalled());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("refuses a picture still over the avatars bucket's limit, as Storage states it, once scaled down", async () => {
    getBucket.mockResolvedValueOnce(bucketAnswer("avatars", { file_size_limit: 1024 * 1024 }));
    resizeImage.mockResolvedValueOnce({
      blob: new Blob([new Uint8Array(1024 * 1024 + 200_000)], { type: "image/webp" }),
      width: 256,
      height: 256,
    });
    const { fake, user } = openProfile();
    await user.upload(await screen.findByLabelText("Profile picture file"), photo(3 * 1024 * 1024));
    expect(getBucket).toHaveBeenCalledWith("avatars");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Even scaled down, this image is 1.2 MB; it can be up to 1 MB. Choose a simpler picture.",
    );
    expect(upload).not.toHaveBeenCalled();
    expect(fake.backend.updateUser).not.toHaveBeenCalled();
  });

  it("says so when Storage refuses the upload, and keeps the profile as it was", async () => {
    upload.mockResolvedValueOnce({
      data: null,
      error: { status: 400, statusCode: "403", message: "row-level security" },
    });
    const { fake, user } = openProfile();
    await user.upload(await screen.findByLabelText("Profile picture file"), photo());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You don't have permission to store this image. Sign in again.",
    );
    expect(toast).toHaveBeenCalledWith({
      title: "Profile Not Updated",
      description: "You don't have permission to store this image. Sign in again.",
      variant: "destructive",
      group: "profile",
    });
    expect(fake.backend.updateUser).not.toHaveBeenCalled();
  });
});
