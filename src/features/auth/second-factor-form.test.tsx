import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ProtectedRoute } from "~/components/route-guards";
import {
  createFakeAuthBackend,
  FAKE_CODE,
  fakeFactor,
  fakeSession,
  fakeUser,
  renderWithAuth,
} from "~/lib/auth/testing";
import { toast } from "~/lib/toast";
import { AuthPage } from "./auth-page";

vi.mock("~/lib/toast", () => ({ toast: vi.fn() }));

const withAuthenticator = () => fakeUser({ factors: [fakeFactor({ friendly_name: "Work phone" })] });

async function signInWithAuthenticator(account = withAuthenticator()) {
  const fake = createFakeAuthBackend();
  fake.backend.signIn.mockImplementationOnce(async () => {
    fake.emit("SIGNED_IN", fakeSession(account, "aal1"));
    return { error: null, secondFactor: true };
  });
  const user = userEvent.setup();
  renderWithAuth(<AuthPage />, { backend: fake.backend, path: "/auth" });
  await user.type(await screen.findByLabelText(/^email/i), "ada@example.com");
  await user.type(screen.getByLabelText(/^password/i), "correct horse");
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  return { fake, user, code: await screen.findByLabelText("Authentication code") };
}

describe("sign in with an authenticator app", () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it("asks for the code after the password, without saying 'Welcome back!' yet", async () => {
    const { code } = await signInWithAuthenticator();
    expect(screen.getByRole("heading", { name: "Enter your code" })).toBeInTheDocument();
    expect(screen.getByText(/Work phone/)).toBeInTheDocument();
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await waitFor(() => expect(code).toHaveFocus());
    expect(toast).not.toHaveBeenCalled();
    expect(screen.getByTestId("location")).toHaveTextContent("/auth");
  });

  it("explains a wrong code beside the field and stays on the code step", async () => {
    const { fake, user, code } = await signInWithAuthenticator();
    await user.type(code, "000000");
    await user.click(screen.getByRole("button", { name: "Verify and sign in" }));
    expect(fake.backend.verifyFactor).toHaveBeenCalledWith(fakeFactor().id, "000000");
    expect(code).toHaveAttribute("aria-invalid", "true");
    expect(code).toHaveAccessibleDescription(
      "That code is not right. Check your authenticator app and enter the code it shows now.",
    );
    expect(screen.getByTestId("location")).toHaveTextContent("/auth");
  });

  it("explains an expired code", async () => {
    const { AuthApiError } = await import("@supabase/supabase-js");
    const { fake, user, code } = await signInWithAuthenticator();
    fake.backend.verifyFactor.mockResolvedValueOnce({
      error: new AuthApiError("MFA challenge x has expired", 422, "mfa_challenge_expired"),
    });
    await user.type(code, FAKE_CODE);
    await user.click(screen.getByRole("button", { name: "Verify and sign in" }));
    expect(code).toHaveAccessibleDescription(
      "That code has expired. Enter the newest code from your authenticator app.",
    );
  });

  it("refuses a code that is not 6 digits without asking the server", async () => {
    const { fake, user, code } = await signInWithAuthenticator();
    await user.type(code, "12a3");
    expect(code).toHaveValue("123");
    await user.click(screen.getByRole("button", { name: "Verify and sign in" }));
    expect(code).toHaveAccessibleDescription("The code has 6 digits.");
    expect(fake.backend.verifyFactor).not.toHaveBeenCalled();
  });

  it('signs in with the right code: "Welcome back!" and home', async () => {
    const { user, code } = await signInWithAuthenticator();
    await user.type(code, FAKE_CODE);
    await user.click(screen.getByRole("button", { name: "Verify and sign in" }));
    expect(toast).toHaveBeenCalledWith({
      title: "Welcome back!",
      description: "You have been successfully signed in.",
      group: "session",
      outlivesPage: true,
    });
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
  });

  it("offers to use a different account, which drops the half-made session", async () => {
    const { fake, user } = await signInWithAuthenticator();
    await user.click(screen.getByRole("button", { name: "Use a different account" }));
    expect(fake.backend.signOut).toHaveBeenCalledWith("local");
    expect(await screen.findByRole("tab", { name: "Sign in" })).toBeInTheDocument();
  });
});

describe("a password-only session of an account with an authenticator", () => {
  it("does not open protected pages: they send the person to the code step", async () => {
    const fake = createFakeAuthBackend(fakeSession(withAuthenticator(), "aal1"));
    renderWithAuth(<ProtectedRoute>settings content</ProtectedRoute>, { backend: fake.backend, path: "/settings" });
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/auth"));
    expect(screen.queryByText("settings content")).not.toBeInTheDocument();
  });

  it("opens them once the session is aal2", async () => {
    const fake = createFakeAuthBackend(fakeSession(withAuthenticator(), "aal1"));
    renderWithAuth(<ProtectedRoute>settings content</ProtectedRoute>, {
      backend: fake.backend,
      path: "/settings",
      routePath: "*",
    });
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/auth"));
    await act(async () => fake.emit("MFA_CHALLENGE_VERIFIED", fakeSession(withAuthenticator(), "aal2")));
    expect(await screen.findByText("settings content")).toBeInTheDocument();
  });
});

describe("a password reset link for an account with an authenticator", () => {
  it("asks for the code first, then offers the new password (GoTrue needs aal2 to change it)", async () => {
    const { ResetPasswordPage } = await import("./reset-password-page");
    const fake = createFakeAuthBackend();
    const user = userEvent.setup();
    renderWithAuth(<ResetPasswordPage />, { backend: fake.backend, path: "/auth/reset-password" });
    await waitFor(() => expect(fake.backend.onChange).toHaveBeenCalled());
    await act(async () => fake.emit("PASSWORD_RECOVERY", fakeSession(withAuthenticator(), "aal1")));
    const code = await screen.findByLabelText("Authentication code");
    expect(screen.queryByLabelText(/^new password/i)).not.toBeInTheDocument();
    await user.type(code, FAKE_CODE);
    await user.click(screen.getByRole("button", { name: "Verify and sign in" }));
    expect(await screen.findByRole("heading", { name: "Choose a new password" })).toBeInTheDocument();
    window.history.replaceState(null, "", "/");
  });

  it("offers another of the account's authenticators when one is lost", async () => {
    const backup = fakeFactor({ id: "factor-backup", friendly_name: "Tablet" });
    const account = fakeUser({ factors: [fakeFactor({ friendly_name: "Work phone" }), backup] });
    const { fake, user, code } = await signInWithAuthenticator(account);
    const lost = screen.getByRole("button", { name: "Lost your authenticator?" });
    expect(lost).toHaveAttribute("aria-expanded", "false");
    await user.click(lost);
    expect(lost).toHaveAttribute("aria-expanded", "true");
    await user.selectOptions(screen.getByLabelText("Use a code from"), "Tablet");
    expect(screen.getByText(/\(Tablet\)/)).toBeInTheDocument();
    expect(code).toHaveFocus();
    await user.type(code, FAKE_CODE);
    await user.click(screen.getByRole("button", { name: "Verify and sign in" }));
    expect(fake.backend.verifyFactor).toHaveBeenCalledWith("factor-backup", FAKE_CODE);
  });

  it("with a single authenticator, says who can help and skips nothing", async () => {
    const { fake, user } = await signInWithAuthenticator();
    await user.click(screen.getByRole("button", { name: "Lost your authenticator?" }));
    expect(screen.getByText(/ask another admin to confirm it is you/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "contact page" })).toHaveAttribute("href", "/contact");
    expect(screen.queryByLabelText("Use a code from")).not.toBeInTheDocument();
    expect(fake.backend.verifyFactor).not.toHaveBeenCalled();
    expect(screen.getByTestId("location")).toHaveTextContent("/auth");
  });
});
