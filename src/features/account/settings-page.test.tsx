import { AuthApiError } from "@supabase/supabase-js";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeAuthBackend, fakeSession, renderWithAuth } from "~/lib/auth/testing";
import { toast } from "~/lib/toast";
import { SettingsPage } from "./settings-page";

vi.mock("~/lib/toast", () => ({ toast: vi.fn() }));

function openSettings() {
  const fake = createFakeAuthBackend(fakeSession());
  renderWithAuth(<SettingsPage />, { backend: fake.backend, path: "/settings" });
  return { fake, user: userEvent.setup() };
}

describe("/settings", () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it("changes the password with the sign-up rules", async () => {
    const { fake, user } = openSettings();
    await user.type(await screen.findByLabelText(/^new password/i), "longer-passphrase");
    await user.type(screen.getByLabelText(/^confirm new password/i), "longer-passphrase");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(fake.backend.updateUser).toHaveBeenCalledWith({ password: "longer-passphrase" });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Password Updated" }));
    expect(screen.getByLabelText(/^new password/i)).toHaveValue("");
  });

  it("offers the accessibility preferences", async () => {
    openSettings();
    expect(await screen.findByRole("switch", { name: "High contrast" })).toBeInTheDocument();
    expect(screen.getByRole("radiogroup", { name: "Text size" })).toBeInTheDocument();
  });

  it('signs out of all devices after confirming: "Signed Out" and home', async () => {
    const { fake, user } = openSettings();
    await user.click(await screen.findByRole("button", { name: "Sign out of all devices" }));
    await user.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    expect(fake.backend.signOut).toHaveBeenCalledWith("global");
    expect(toast).toHaveBeenCalledWith({
      title: "Signed Out",
      description: "You have been successfully signed out.",
      group: "session",
      outlivesPage: true,
    });
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
  });

  it('says "Sign Out Failed" when the server refuses', async () => {
    const { fake, user } = openSettings();
    fake.backend.signOut.mockResolvedValueOnce({
      error: new AuthApiError("Request rate limit reached", 429, undefined),
    });
    await user.click(await screen.findByRole("button", { name: "Sign out of all devices" }));
    await user.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    expect(toast).toHaveBeenCalledWith({
      title: "Sign Out Failed",
      description: "An error occurred while signing out. Please try again.",
      variant: "destructive",
      group: "session",
    });
    expect(screen.getByTestId("location")).toHaveTextContent("/settings");
  });
});
