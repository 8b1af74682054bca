import { AuthApiError, AuthWeakPasswordError } from "@supabase/supabase-js";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeAuthBackend, fakeUser, renderWithAuth } from "~/lib/auth/testing";
import { toast } from "~/lib/toast";
import { AuthPage } from "./auth-page";

vi.mock("~/lib/toast", () => ({ toast: vi.fn(), dismissToasts: vi.fn() }));

async function fillSignUp({
  email = "grace@example.com",
  password = "secret-pass",
  confirm = password,
  name = "Grace Hopper",
}: { email?: string; password?: string; confirm?: string; name?: string } = {}) {
  const fake = createFakeAuthBackend();
  const user = userEvent.setup();
  renderWithAuth(<AuthPage />, { backend: fake.backend, path: "/auth?tab=signup", routePath: "/auth" });
  await screen.findByRole("heading", { name: "Create your account" });
  if (name) await user.type(screen.getByLabelText(/^full name/i), name);
  if (email) await user.type(screen.getByLabelText(/^email/i), email);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.type(screen.getByLabelText(/^confirm password/i), confirm);
  return { fake, user, submit: () => user.click(screen.getByRole("button", { name: "Create account" })) };
}

const destructive = (title: string, description: string) => ({
  title,
  description,
  variant: "destructive",
  group: "auth",
});

describe("sign up", () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it("sends email, password, full_name metadata and the site root as the email redirect", async () => {
    const { fake, submit } = await fillSignUp();
    await submit();
    expect(fake.backend.signUp).toHaveBeenCalledWith({
      email: "grace@example.com",
      password: "secret-pass",
      fullName: "Grace Hopper",
      emailRedirectTo: `${window.location.origin}/`,
    });
  });

  it('says "Account Created!" and opens the sign-in tab with the new address filled in', async () => {
    const { submit } = await fillSignUp();
    await submit();
    expect(toast).toHaveBeenCalledWith({
      title: "Account Created!",
      description: "Please check your email for a confirmation link to complete your registration.",
      group: "auth",
    });
    expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^email/i)).toHaveValue("grace@example.com");
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/auth$/);
  });

  it("keeps a notice on the sign-in tab saying where the link went, and sends it again on request", async () => {
    const { fake, user, submit } = await fillSignUp();
    await submit();
    const notice = await screen.findByRole("region", { name: "Check your inbox" });
    expect(notice).toHaveTextContent("We sent a confirmation link to grace@example.com.");
    await user.click(screen.getByRole("button", { name: "send the link again" }));
    expect(fake.backend.resendConfirmation).toHaveBeenCalledWith("grace@example.com", `${window.location.origin}/`);
    expect(await screen.findByRole("status")).toHaveTextContent("A new link is on its way.");

    // Too soon for GoTrue: its own words say how long to wait.
    fake.backend.resendConfirmation.mockResolvedValueOnce({
      error: new AuthApiError(
        "For security purposes, you can only request this after 58 seconds.",
        429,
        "over_email_send_rate_limit",
      ),
    });
    await user.click(screen.getByRole("button", { name: "send the link again" }));
    expect(
      await screen.findByText("For security purposes, you can only request this after 58 seconds."),
    ).toBeInTheDocument();
  });

  it("shows no such notice for an address that was already registered (no link was sent)", async () => {
    const { fake, submit } = await fillSignUp();
    fake.backend.signUp.mockResolvedValueOnce({
      user: fakeUser({ email: "grace@example.com", identities: [] }),
      error: null,
    });
    await submit();
    expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Check your inbox" })).toBeNull();
  });

  it('shows "Password Mismatch" when the confirmation differs, without calling the server', async () => {
    const { fake, submit } = await fillSignUp({ password: "secret-pass", confirm: "secret-pasS" });
    await submit();
    expect(toast).toHaveBeenCalledWith(destructive("Password Mismatch", "Passwords do not match. Please try again."));
    expect(fake.backend.signUp).not.toHaveBeenCalled();
  });

  it("marks the confirmation beside the field when the passwords differ, and moves focus there", async () => {
    const { submit } = await fillSignUp({ password: "secret-pass", confirm: "secret-pasS" });
    await submit();
    const confirmation = screen.getByLabelText(/^confirm password/i);
    expect(confirmation).toHaveAttribute("aria-invalid", "true");
    expect(confirmation).toHaveAccessibleDescription("Passwords do not match. Please try again.");
    const error = document.getElementById(confirmation.getAttribute("aria-describedby")!);
    expect(error).toBeVisible();
    expect(confirmation).toHaveFocus();
    expect(screen.getByLabelText(/^password/i)).not.toHaveAttribute("aria-invalid");
  });

  it('shows "Password Too Short" under 6 characters', async () => {
    const { fake, submit } = await fillSignUp({ password: "abc12", confirm: "abc12" });
    await submit();
    expect(toast).toHaveBeenCalledWith(
      destructive("Password Too Short", "Password must be at least 6 characters long."),
    );
    expect(fake.backend.signUp).not.toHaveBeenCalled();
    const password = screen.getByLabelText(/^password/i);
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveAccessibleDescription("Password must be at least 6 characters long. At least 6 characters.");
    expect(password).toHaveFocus();
    expect(screen.getByLabelText(/^confirm password/i)).not.toHaveAttribute("aria-invalid");
  });

  it("checks the match before the length for the toast, and marks both fields", async () => {
    const { submit } = await fillSignUp({ password: "abc", confirm: "abd" });
    await submit();
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Password Mismatch" }));
    expect(screen.getByLabelText(/^password/i)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/^confirm password/i)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/^password/i)).toHaveFocus();
  });

  it("clears the marks as the passwords are put right", async () => {
    const { user, submit } = await fillSignUp({ password: "abc", confirm: "abd" });
    await submit();
    const password = screen.getByLabelText(/^password/i);
    const confirmation = screen.getByLabelText(/^confirm password/i);
    await user.type(password, "def");
    expect(password).not.toHaveAttribute("aria-invalid");
    expect(confirmation).toHaveAccessibleDescription("Passwords do not match. Please try again.");
    await user.clear(confirmation);
    await user.type(confirmation, "abcdef");
    expect(confirmation).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Passwords do not match. Please try again.")).toBeNull();
  });

  it("asks for the email inline when it is missing, tied to the field", async () => {
    const { fake, submit } = await fillSignUp({ email: "" });
    await submit();
    const email = screen.getByLabelText(/^email/i);
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Enter your email address.");
    expect(fake.backend.signUp).not.toHaveBeenCalled();
  });

  it("uses new-password autocomplete on both password fields and a 6-character minimum", async () => {
    await fillSignUp();
    for (const field of [screen.getByLabelText(/^password/i), screen.getByLabelText(/^confirm password/i)]) {
      expect(field).toHaveAttribute("autocomplete", "new-password");
      expect(field).toHaveAttribute("minlength", "6");
    }
  });

  it.each([
    [
      "a 422 user_already_exists",
      { user: null, error: new AuthApiError("User already registered", 422, "user_already_exists") },
    ],
    [
      "an obfuscated user without identities",
      { user: fakeUser({ email: "grace@example.com", identities: [] }), error: null },
    ],
  ])('says "Account Exists" for %s and opens sign-in with the email filled in', async (_, answer) => {
    const { fake, submit } = await fillSignUp();
    fake.backend.signUp.mockResolvedValueOnce(answer);
    await submit();
    expect(toast).toHaveBeenCalledWith(
      destructive("Account Exists", "An account with this email already exists. Please sign in instead."),
    );
    expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^email/i)).toHaveValue("grace@example.com");
    expect(screen.getByLabelText(/^password/i)).toHaveValue("");
  });

  it('lists the reasons of a weak-password answer under "Sign Up Failed"', async () => {
    const { fake, submit } = await fillSignUp();
    fake.backend.signUp.mockResolvedValueOnce({
      user: null,
      error: new AuthWeakPasswordError("Password is known to be weak and easy to guess.", 422, ["characters", "pwned"]),
    });
    await submit();
    expect(toast).toHaveBeenCalledWith(
      destructive(
        "Sign Up Failed",
        "This password is too weak: it needs a wider mix of characters (lower and upper case letters, digits, symbols); it has appeared in a known data breach.",
      ),
    );
  });

  it('shows "Sign Up Failed" with the message for other errors', async () => {
    const { fake, submit } = await fillSignUp();
    fake.backend.signUp.mockResolvedValueOnce({
      user: null,
      error: new AuthApiError("Signups not allowed for this instance", 422, "signup_disabled"),
    });
    await submit();
    expect(toast).toHaveBeenCalledWith(destructive("Sign Up Failed", "Signups not allowed for this instance"));
    expect(screen.getByLabelText(/^full name/i)).toHaveValue("Grace Hopper");
  });

  it('shows "Sign Up Failed" when the call throws', async () => {
    const { fake, submit } = await fillSignUp();
    fake.backend.signUp.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await submit();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        destructive("Sign Up Failed", "An unexpected error occurred. Please try again."),
      ),
    );
  });
});
