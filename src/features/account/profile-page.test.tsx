import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeAuthBackend, fakeSession, fakeUser, renderWithAuth } from "~/lib/auth/testing";
import { toast } from "~/lib/toast";
import { ProfilePage } from "./profile-page";

vi.mock("~/lib/toast", () => ({ toast: vi.fn() }));

function openProfile() {
  const user = fakeUser({ user_metadata: { full_name: "Ada Lovelace" }, created_at: "2024-03-05T10:00:00Z" });
  const fake = createFakeAuthBackend(fakeSession(user));
  renderWithAuth(<ProfilePage />, { backend: fake.backend, path: "/profile" });
  return { fake, user: userEvent.setup() };
}

describe("/profile", () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it("shows the email and the member-since date", async () => {
    openProfile();
    expect(await screen.findByText("Mar 05, 2024")).toBeInTheDocument();
    expect(screen.getAllByText("ada@example.com").length).toBeGreaterThan(0);
    expect(screen.getByLabelText("Full name")).toHaveValue("Ada Lovelace");
  });

  it("saves the name and avatar URL to the user metadata", async () => {
    const { fake, user } = openProfile();
    const name = await screen.findByLabelText("Full name");
    await user.clear(name);
    await user.type(name, "Augusta Ada King");
    await user.type(screen.getByLabelText("Avatar URL"), "https://example.com/ada.png");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(fake.backend.updateUser).toHaveBeenCalledWith({
      data: { full_name: "Augusta Ada King", avatar_url: "https://example.com/ada.png" },
    });
    expect(toast).toHaveBeenCalledWith({ title: "Profile Updated", description: "Your changes have been saved." });
    await waitFor(() => expect(screen.getByRole("heading", { name: "Augusta Ada King" })).toBeInTheDocument());
  });

  it("removes the values of emptied fields", async () => {
    const { fake, user } = openProfile();
    await user.clear(await screen.findByLabelText("Full name"));
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(fake.backend.updateUser).toHaveBeenCalledWith({ data: { full_name: null, avatar_url: null } });
  });

  it("refuses an avatar that is not a web address, next to the field", async () => {
    const { fake, user } = openProfile();
    await user.type(await screen.findByLabelText("Avatar URL"), "ada.png");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(screen.getByLabelText("Avatar URL")).toHaveAccessibleDescription(
      /Enter a full web address starting with https:\/\/, or leave it empty\./,
    );
    expect(fake.backend.updateUser).not.toHaveBeenCalled();
  });
});
