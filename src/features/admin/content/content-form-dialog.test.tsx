import { QueryClient } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { QueryProvider } from "~/lib/query-client";
import { bucketAnswer, bucketUnreachable } from "~/lib/storage-testing";
import { CUSTOMER_LOGOS, type ContentRow } from "./content-kinds";
import { ContentFormDialog } from "./content-form-dialog";

const insert = vi.fn();
const insertResult = vi.fn(() => ({ data: [{ id: "new-id" }] as unknown[] | null, error: null as unknown }));
const update = vi.fn();
const upload = vi.fn(async (path: string, _file: Blob, _options: unknown) => ({ data: { path }, error: null }));
const remove = vi.fn(async (_names: string[]) => ({ data: [], error: null }));
const getBucket = vi.fn(async (id: string) => bucketAnswer(id));
const STORAGE = "http://127.0.0.1:54321/storage/v1/object/public/site-media/";
vi.mock("~/lib/supabase", () => ({
  getSupabase: async () => ({
    from: () => ({
      insert: (row: unknown) => {
        insert(row);
        return { select: async () => insertResult() };
      },
      update: (row: unknown) => {
        update(row);
        return { eq: () => ({ select: async () => ({ data: [{ id: "logo-1" }], error: null }) }) };
      },
    }),
    storage: {
      getBucket: (id: string) => getBucket(id),
      from: () => ({ upload, remove, getPublicUrl: (path: string) => ({ data: { publicUrl: `${STORAGE}${path}` } }) }),
    },
  }),
}));
// jsdom cannot decode images: the resize step answers a small WebP, as Chromium would.
const resizeImage = vi.fn(async () => ({ blob: new Blob(["webp"], { type: "image/webp" }), width: 400, height: 200 }));
vi.mock("~/lib/image-resize", () => ({ resizeImage: () => resizeImage() }));
URL.createObjectURL = () => "blob:http://localhost/preview";
URL.revokeObjectURL = () => undefined;
const png = (size = 2048, name = "acme.png", type = "image/png") => new File([new Uint8Array(size)], name, { type });
const ACME: ContentRow = {
  id: "logo-1",
  logo_url: "/logos/acme.svg",
  company_name: "Acme",
  alt_text: "Acme logo",
  is_active: true,
  display_order: 1,
  created_at: "2026-01-01T00:00:00Z",
};

let router: ReturnType<typeof createMemoryRouter>;

function renderForm(onClose = vi.fn(), row?: ContentRow) {
  // No retries: a failed read of the bucket's rules shows at once.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // In a data router, as in the app: leaving the page with unsaved edits asks first.
  router = createMemoryRouter(
    [
      {
        path: "/admin/logos",
        element: (
          <QueryProvider client={client}>
            <ContentFormDialog kind={CUSTOMER_LOGOS} row={row} nextDisplayOrder={9} onClose={onClose} />
          </QueryProvider>
        ),
      },
      { path: "/", element: <p>Home page</p> },
    ],
    { initialEntries: ["/admin/logos"] },
  );
  render(<RouterProvider router={router} />);
  return onClose;
}

/** The file input, there once the bucket's rules have loaded. */
const picker = () => screen.findByLabelText("Logo image file");

beforeEach(() => {
  insert.mockClear();
  update.mockClear();
  getBucket.mockClear();
  resizeImage.mockClear();
  upload.mockClear();
  remove.mockClear();
  insertResult.mockClear();
});

describe("adding a customer logo", () => {
  it("explains a javascript: address next to the field, marks it invalid, and saves nothing", async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/Logo image address/), "javascript:alert(1)");
    await userEvent.type(screen.getByLabelText(/Company name/), "Acme");
    await userEvent.type(screen.getByLabelText(/Alternative text/), "Acme logo");
    await userEvent.click(screen.getByRole("button", { name: "Add logo" }));

    const field = screen.getByLabelText(/Logo image address/);
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(/Use a path on this site such as \/logos\/acme\.svg/);
    expect(field).toHaveFocus();
    expect(insert).not.toHaveBeenCalled();
  });

  it("saves trimmed values at the end of the list, shown, and closes", async () => {
    const onClose = renderForm();
    await userEvent.type(screen.getByLabelText(/Logo image address/), " /logos/acme.svg ");
    await userEvent.type(screen.getByLabelText(/Company name/), "  Acme ");
    await userEvent.type(screen.getByLabelText(/Alternative text/), "Acme logo");
    await userEvent.click(screen.getByRole("button", { name: "Add logo" }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(insert).toHaveBeenCalledWith({
      logo_url: "/logos/acme.svg",
      company_name: "Acme",
      alt_text: "Acme logo",
      display_order: 9,
      is_active: true,
    });
  });
});

describe("uploading a customer logo", () => {
  it("previews a picked file, uploads it under a generated name on save and stores its public URL", async () => {
    const onClose = renderForm();
    await userEvent.upload(await picker(), png());
    await userEvent.type(screen.getByLabelText(/Company name/), "Acme");
    await userEvent.type(screen.getByLabelText(/Alternative text/), "Acme logo");
    expect(await screen.findByRole("img", { name: "Acme logo" })).toHaveAttribute(
      "src",
      "blob:http://localhost/preview",
    );
    expect(screen.getByRole("img", { name: "Acme logo" })).toHaveAttribute("width", "192");
    expect(screen.getByRole("button", { name: "Replace image" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add logo" }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [path, body, options] = upload.mock.calls[0];
    expect(path).toMatch(/^logos\/[0-9a-f-]{36}\.webp$/);
    expect(body.type).toBe("image/webp");
    expect(options).toMatchObject({ contentType: "image/webp", upsert: false });
    expect(insert).toHaveBeenCalledWith(
      expect.objectContaining({ logo_url: `${STORAGE}${path}`, company_name: "Acme" }),
    );
  });

  it("takes a dropped file the same way, and shows the drop state while dragging", async () => {
    renderForm();
    await picker();
    const zone = screen.getByText("Drag an image here, or choose a file.").closest("[class*='border-dashed']")!;
    const dataTransfer = { types: ["Files"], files: [png()], dropEffect: "none" };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(screen.getByText("Drop the image to use it.")).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer });
    expect(await screen.findByRole("img", { name: "Preview" })).toHaveAttribute("src", "blob:http://localhost/preview");
  });

  it("refuses a GIF, an SVG that cannot be read and a file too large to decode, saying why, and uploads nothing", async () => {
    renderForm();
    // applyAccept: false, as a drop or a picker set to "All files" would deliver it.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await picker(), png(100, "x.gif", "image/gif"));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "This file is not a PNG, JPEG, WebP, AVIF or SVG image. Choose one of those.",
    );
    await user.upload(await picker(), new File(["<svg"], "broken.svg", { type: "image/svg+xml" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This file is not a readable SVG. Export it again from your design tool, or upload a PNG.",
    );
    await user.upload(await picker(), png(26 * 1024 * 1024));
    expect(screen.getByRole("alert")).toHaveTextContent("This file is 26 MB; pictures can be up to 25 MB.");
    expect(screen.getByRole("button", { name: "Choose a file" })).toHaveAccessibleDescription(/up to 25 MB/);
    expect(screen.getByText("No image")).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it("deletes the uploaded file again when the row cannot be saved", async () => {
    insertResult.mockReturnValueOnce({ data: null, error: { code: "42501", message: "denied" } });
    renderForm();
    await userEvent.upload(await picker(), png());
    await userEvent.type(screen.getByLabelText(/Company name/), "Acme");
    await userEvent.type(screen.getByLabelText(/Alternative text/), "Acme logo");
    await userEvent.click(screen.getByRole("button", { name: "Add logo" }));
    await vi.waitFor(() => expect(remove).toHaveBeenCalled());
    expect(remove).toHaveBeenCalledWith([upload.mock.calls[0][0]]);
  });

  it("removing the picked image brings back the need for an image", async () => {
    renderForm();
    await userEvent.upload(await picker(), png());
    await userEvent.click(await screen.findByRole("button", { name: "Remove image" }));
    await userEvent.type(screen.getByLabelText(/Company name/), "Acme");
    await userEvent.type(screen.getByLabelText(/Alternative text/), "Acme logo");
    await userEvent.click(screen.getByRole("button", { name: "Add logo" }));
    expect(screen.getByLabelText(/Logo image address/)).toHaveAccessibleDescription(
      /Upload an image, or enter its address\./,
    );
    expect(upload).not.toHaveBeenCalled();
    expect(insert).not.toHaveBeenCalled();
  });
});

describe("the bucket's rules, read from Storage", () => {
  it("names the bucket's types, and refuses a scaled-down image over the bucket's limit, quoting it", async () => {
    getBucket.mockResolvedValueOnce(bucketAnswer("site-media", { file_size_limit: 1024 * 1024 }));
    resizeImage.mockResolvedValueOnce({
      blob: new Blob([new Uint8Array(1.5 * 1024 * 1024)], { type: "image/webp" }),
      width: 1600,
      height: 800,
    });
    renderForm();
    await userEvent.upload(await picker(), png());
    expect(getBucket).toHaveBeenCalledWith("site-media");
    expect(screen.getByRole("button", { name: "Choose a file" })).toHaveAccessibleDescription(
      /^PNG, JPEG, WebP, AVIF or SVG, up to 25 MB\. Large images are scaled down before upload\./,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Even scaled down, this image is 1.5 MB; it can be up to 1 MB. Choose a simpler picture.",
    );
    expect(screen.getByText("No image")).toBeInTheDocument();
  });

  it("takes any image from a bucket without types of its own, and says so", async () => {
    getBucket.mockResolvedValueOnce(bucketAnswer("site-media", { file_size_limit: null, allowed_mime_types: null }));
    renderForm();
    expect(await picker()).toHaveAttribute("accept", "image/*");
    expect(screen.getByRole("button", { name: "Choose a file" })).toHaveAccessibleDescription(
      /^Any image, up to 25 MB\./,
    );
    await userEvent.upload(await picker(), png(2048, "anim.gif", "image/gif"));
    expect(await screen.findByRole("img", { name: "Preview" })).toHaveAttribute("src", "blob:http://localhost/preview");
  });

  it("is calm while they load: busy, the button in place but nothing to pick yet", async () => {
    let answer = (_value: ReturnType<typeof bucketAnswer>) => {};
    getBucket.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderForm();
    const zone = screen.getByRole("group", { name: "Logo image" });
    expect(zone).toHaveAttribute("aria-busy", "true");
    expect(screen.getByText("Checking which images can be uploaded…")).toBeInTheDocument();
    const choose = screen.getByRole("button", { name: "Choose a file" });
    expect(choose).toBeDisabled();
    expect(choose).toHaveAccessibleDescription(/^Up to 25 MB\. Large images are scaled down before upload\./);
    expect(screen.queryByLabelText("Logo image file")).not.toBeInTheDocument();

    answer(bucketAnswer("site-media"));
    expect(await picker()).toHaveAttribute("accept", "image/png,image/jpeg,image/webp,image/avif,image/svg+xml");
    expect(zone).not.toHaveAttribute("aria-busy");
    expect(screen.getByRole("button", { name: "Choose a file" })).toBeEnabled();
    expect(screen.getByText("Drag an image here, or choose a file.")).toBeInTheDocument();
  });

  it("says when they cannot be loaded, still saves an edit without a new picture, and loads them on Try again", async () => {
    getBucket.mockResolvedValueOnce(bucketUnreachable());
    const onClose = renderForm(vi.fn(), ACME);
    expect(
      await screen.findByText("Could not load which images can be uploaded. Check your connection and try again."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Replace image" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove image" })).toBeEnabled();

    const alt = screen.getByLabelText(/Alternative text/);
    await userEvent.clear(alt);
    await userEvent.type(alt, "Acme Corporation logo");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith(expect.objectContaining({ alt_text: "Acme Corporation logo" }));

    let answer = (_value: ReturnType<typeof bucketAnswer>) => {};
    getBucket.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByRole("group", { name: "Logo image" })).toHaveAttribute("aria-busy", "true");
    expect(screen.getByText("Checking which images can be uploaded…")).toBeInTheDocument();
    answer(bucketAnswer("site-media"));
    expect(await picker()).toBeInTheDocument();
    // The same button, so focus stays where the admin left it.
    expect(screen.getByRole("button", { name: "Replace image" })).toHaveFocus();
    expect(getBucket).toHaveBeenCalledTimes(2);
  });
});

describe("closing an edited form", () => {
  it("closes an unchanged form at once, by Escape or Cancel", async () => {
    const onClose = renderForm(vi.fn(), ACME);
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("asks before Escape, Cancel or the close button drop an edit; Keep editing keeps it", async () => {
    const onClose = renderForm(vi.fn(), ACME);
    await userEvent.type(screen.getByLabelText(/Company name/), " Corp");
    for (const close of [
      () => userEvent.keyboard("{Escape}"),
      () => userEvent.click(screen.getByRole("button", { name: "Cancel" })),
      () => userEvent.click(screen.getByRole("button", { name: "Close" })),
    ]) {
      await close();
      const ask = screen.getByRole("alertdialog", { name: "Discard changes?" });
      expect(within(ask).getByRole("button", { name: "Keep editing" })).toHaveFocus();
      await userEvent.click(within(ask).getByRole("button", { name: "Keep editing" }));
      expect(screen.queryByRole("alertdialog")).toBeNull();
    }
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Company name/)).toHaveValue("Acme Corp");
    await userEvent.keyboard("{Escape}");
    await userEvent.click(screen.getByRole("button", { name: "Discard changes" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("asks before a navigation leaves the page with a picked image", async () => {
    renderForm(vi.fn(), ACME);
    await userEvent.upload(await picker(), png());
    await screen.findByRole("img", { name: "Acme logo" });
    await act(() => router.navigate("/"));
    await userEvent.click(screen.getByRole("button", { name: "Keep editing" }));
    expect(router.state.location.pathname).toBe("/admin/logos");
    await act(() => router.navigate("/"));
    await userEvent.click(screen.getByRole("button", { name: "Discard changes" }));
    expect(await screen.findByText("Home page")).toBeInTheDocument();
  });
});
