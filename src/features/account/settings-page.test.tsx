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

  it("asks for the emailed code when the server wants reauthentication, then saves with it", async () => {
    const { fake, user } = openSettings();
    fake.backend.updateUser.mockResolvedValueOnce({
      user: null,
      error: new AuthApiError("Password update requires reauthentication", 400, "reauthentication_needed"),
    });
    await user.type(await screen.findByLabelText(/^new password/i), "longer-passphrase");
    await user.type(screen.getByLabelText(/^confirm new password/i), "longer-passphrase");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(fake.backend.reauthenticate).toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Code sent" }));
    expect(screen.getByText(/we emailed a 6-digit code to/)).toHaveTextContent("ada@example.com");
    const code = screen.getByLabelText("Verification code");
    await waitFor(() => expect(code).toHaveFocus());

    fake.backend.updateUser.mockResolvedValueOnce({
      user: null,
      error: new AuthApiError("Invalid nonce", 422, "reauthentication_not_valid"),
    });
    await user.type(code, "111111");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(code).toHaveAccessibleDescription(
      "That code is not right or has expired. Enter the newest code from your email, or send a new one.",
    );

    await user.type(code, "222222");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(fake.backend.updateUser).toHaveBeenLastCalledWith({ password: "longer-passphrase", nonce: "222222" });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Password Updated" }));
    expect(screen.queryByLabelText("Verification code")).not.toBeInTheDocument();
  });

  it("offers to sign out every other session after a password change", async () => {
    const { fake, user } = openSettings();
    await user.type(await screen.findByLabelText(/^new password/i), "longer-passphrase");
    await user.type(screen.getByLabelText(/^confirm new password/i), "longer-passphrase");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await user.click(await screen.findByRole("button", { name: "Sign out other sessions" }));
    expect(fake.backend.signOut).toHaveBeenCalledWith("others");
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Other sessions signed out" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/settings");
    expect(screen.queryByRole("button", { name: "Sign out other sessions" })).not.toBeInTheDocument();
  });

  it("shows how strong the new password is as it is typed", async () => {
    const { user } = openSettings();
    const password = await screen.findByLabelText(/^new password/i);
    const verdict = () => screen.getByText(/^Strength:/).parentElement;
    await user.type(password, "blue-kite7");
    expect(verdict()).toHaveTextContent(
      "Strength: Fair. Could be stronger. A few more characters or another word would help.",
    );
    await user.type(password, " river lamp");
    expect(verdict()).toHaveTextContent("Strength: Strong. A strong password.");
  });

  it("refuses one of the most common passwords, with the reason beside it", async () => {
    const { fake, user } = openSettings();
    const password = await screen.findByLabelText(/^new password/i);
    await user.type(password, "Password123");
    await user.type(screen.getByLabelText(/^confirm new password/i), "Password123");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(toast).toHaveBeenCalledWith({
      title: "Password Too Common",
      description: "This password is on the list of the most common passwords. Choose another.",
      variant: "destructive",
      group: "new-password",
    });
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveAccessibleDescription(/This password is on the list of the most common passwords/);
    expect(password).toHaveFocus();
    expect(fake.backend.updateUser).not.toHaveBeenCalled();
  });

  it("tells both addresses to confirm an email change", async () => {
    const { fake, user } = openSettings();
    await user.type(await screen.findByLabelText("New email"), "ada@newco.example");
    await user.click(screen.getByRole("button", { name: "Change email" }));
    expect(fake.backend.updateUser).toHaveBeenCalledWith(
      { email: "ada@newco.example" },
      { emailRedirectTo: `${window.location.origin}/` },
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      "We sent a confirmation link to ada@example.com and to ada@newco.example. Open the links in both emails to finish the change.",
    );
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
