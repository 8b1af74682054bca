import { AuthApiError } from "@supabase/supabase-js";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeAuthBackend, fakeSession, renderWithAuth } from "~/lib/auth/testing";
import { toast } from "~/lib/toast";
import { ResetPasswordPage } from "./reset-password-page";

vi.mock("~/lib/toast", () => ({ toast: vi.fn() }));

const PATH = "/auth/reset-password";

async function openFromRecoveryLink() {
  const fake = createFakeAuthBackend();
  const user = userEvent.setup();
  renderWithAuth(<ResetPasswordPage />, { backend: fake.backend, path: PATH });
  await waitFor(() => expect(fake.backend.onChange).toHaveBeenCalled());
  await act(async () => fake.emit("PASSWORD_RECOVERY", fakeSession()));
  await screen.findByRole("heading", { name: "Choose a new password" });
  const fill = async (password: string, confirmation = password) => {
    await user.type(screen.getByLabelText(/^new password/i), password);
    await user.type(screen.getByLabelText(/^confirm new password/i), confirmation);
    await user.click(screen.getByRole("button", { name: "Save new password" }));
  };
  return { fake, fill };
}

describe("/auth/reset-password", () => {
  beforeEach(() => vi.mocked(toast).mockClear());
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("with a recovery session: saves the new password, confirms and goes home", async () => {
    const { fake, fill } = await openFromRecoveryLink();
    await fill("a-new-passphrase");
    expect(fake.backend.updateUser).toHaveBeenCalledWith({ password: "a-new-passphrase" });
    expect(toast).toHaveBeenCalledWith({
      title: "Password Updated",
      description: "Your new password is set. Use it the next time you sign in.",
      group: "new-password",
      outlivesPage: true,
    });
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
  });

  it.each([
    ["abcdef", "abcdeg", "Password Mismatch", "Passwords do not match. Please try again.", /^confirm new password/i],
    ["abc", "abc", "Password Too Short", "Password must be at least 6 characters long.", /^new password/i],
  ])("applies the sign-up rules (%s / %s → %s), marking the entry beside it", async (...example) => {
    const [password, confirmation, title, description, markedLabel] = example;
    const { fake, fill } = await openFromRecoveryLink();
    await fill(password, confirmation);
    expect(toast).toHaveBeenCalledWith({ title, description, variant: "destructive", group: "new-password" });
    expect(fake.backend.updateUser).not.toHaveBeenCalled();
    const marked = screen.getByLabelText(markedLabel);
    expect(marked).toHaveAttribute("aria-invalid", "true");
    expect(marked).toHaveAccessibleDescription(expect.stringContaining(description));
    expect(marked).toHaveFocus();
  });

  it("explains a server refusal such as reusing the old password", async () => {
    const { fake, fill } = await openFromRecoveryLink();
    fake.backend.updateUser.mockResolvedValueOnce({
      user: null,
      error: new AuthApiError("New password should be different from the old password.", 422, "same_password"),
    });
    await fill("old-password");
    expect(toast).toHaveBeenCalledWith({
      title: "Password Not Updated",
      description: "New password should be different from the old password.",
      variant: "destructive",
      group: "new-password",
    });
    expect(screen.getByTestId("location")).toHaveTextContent(PATH);
  });

  it("without a recovery session: explains and offers to send a new email", async () => {
    const fake = createFakeAuthBackend();
    renderWithAuth(<ResetPasswordPage />, { backend: fake.backend, path: PATH });
    expect(await screen.findByRole("heading", { name: "Open the link from your email" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send a new link" })).toBeInTheDocument();
  });

  it("with an expired link in the URL fragment: says so and offers a new email", async () => {
    window.history.replaceState(
      null,
      "",
      "/auth/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired",
    );
    const fake = createFakeAuthBackend();
    const user = userEvent.setup();
    renderWithAuth(<ResetPasswordPage />, { backend: fake.backend, path: PATH });
    expect(await screen.findByRole("heading", { name: "This link has expired" })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^email/i), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send a new link" }));
    expect(fake.backend.resetPassword).toHaveBeenCalledWith(
      "ada@example.com",
      `${window.location.origin}/auth/reset-password`,
    );
  });
});
