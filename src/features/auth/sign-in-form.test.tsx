import { AuthApiError } from "@supabase/supabase-js";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeAuthBackend, renderWithAuth } from "~/lib/auth/testing";
import { toast } from "~/lib/toast";
import { AuthPage } from "./auth-page";

vi.mock("~/lib/toast", () => ({ toast: vi.fn() }));

async function signIn(options: { state?: unknown } = {}) {
  const fake = createFakeAuthBackend();
  const user = userEvent.setup();
  renderWithAuth(<AuthPage />, { backend: fake.backend, path: "/auth", ...options });
  await user.type(await screen.findByLabelText(/^email/i), "ada@example.com");
  await user.type(screen.getByLabelText(/^password/i), "correct horse");
  return { fake, user, submit: () => user.click(screen.getByRole("button", { name: "Sign in" })) };
}

describe("sign in", () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it('says "Welcome back!" and goes home on success, replacing /auth', async () => {
    const { fake, submit } = await signIn();
    await submit();
    expect(fake.backend.signIn).toHaveBeenCalledWith("ada@example.com", "correct horse");
    expect(toast).toHaveBeenCalledWith({
      title: "Welcome back!",
      description: "You have been successfully signed in.",
      group: "session",
      outlivesPage: true,
    });
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
  });

  it("returns to the remembered origin after signing in", async () => {
    const { submit } = await signIn({ state: { from: { pathname: "/settings", search: "", hash: "" } } });
    await submit();
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/settings"));
  });

  it.each([
    [
      "Authentication Failed",
      "Invalid login credentials",
      "invalid_credentials",
      "Invalid email or password. Please check your credentials and try again.",
    ],
    [
      "Email Not Confirmed",
      "Email not confirmed",
      "email_not_confirmed",
      "Please check your email and click the confirmation link before signing in.",
    ],
    ["Sign In Failed", "Request rate limit reached", "over_request_rate_limit", "Request rate limit reached"],
    ["Sign In Failed", "", undefined, "An unexpected error occurred."],
  ])('shows "%s" when the answer is "%s"', async (title, message, code, description) => {
    const { fake, submit } = await signIn();
    fake.backend.signIn.mockResolvedValueOnce({ error: new AuthApiError(message, 400, code) });
    await submit();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title, description, variant: "destructive", group: "auth" }),
    );
    expect(screen.getByTestId("location")).toHaveTextContent("/auth");
  });

  it('shows "Sign In Failed" / "An unexpected error occurred. Please try again." when the call throws', async () => {
    const { fake, submit } = await signIn();
    fake.backend.signIn.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await submit();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Sign In Failed",
        description: "An unexpected error occurred. Please try again.",
        variant: "destructive",
        group: "auth",
      }),
    );
  });

  it("shows and hides the password with a labelled button", async () => {
    const { user } = await signIn();
    const password = screen.getByLabelText(/^password/i);
    expect(password).toHaveAttribute("type", "password");
    expect(password).toHaveAttribute("autocomplete", "current-password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password).toHaveAttribute("type", "password");
  });

  it("shows a spinner and 'Signing in...' while the request runs", async () => {
    const { fake, submit } = await signIn();
    let finish: (v: { error: null }) => void = () => {};
    fake.backend.signIn.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    void submit();
    expect(await screen.findByRole("button", { name: "Signing in..." })).toBeDisabled();
    finish({ error: null });
  });
});
