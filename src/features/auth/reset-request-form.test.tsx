import { AuthApiError } from "@supabase/supabase-js";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeAuthBackend, renderWithAuth } from "~/lib/auth/testing";
import { toast } from "~/lib/toast";
import { AuthPage } from "./auth-page";

vi.mock("~/lib/toast", () => ({ toast: vi.fn() }));

async function requestReset() {
  const fake = createFakeAuthBackend();
  const user = userEvent.setup();
  renderWithAuth(<AuthPage />, { backend: fake.backend, path: "/auth?tab=reset", routePath: "/auth" });
  await screen.findByRole("heading", { name: "Reset your password" });
  await user.type(screen.getByLabelText(/^email/i), "ada@example.com");
  return { fake, submit: () => user.click(screen.getByRole("button", { name: "Send reset link" })) };
}

describe("password reset request", () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it("opens on the reset tab from /auth?tab=reset", async () => {
    await requestReset();
    expect(screen.getByRole("tab", { name: "Reset" })).toHaveAttribute("aria-selected", "true");
  });

  it('sends the link to /auth/reset-password, says "Reset Email Sent" and shows a confirmation in place of the form', async () => {
    const { fake, submit } = await requestReset();
    await submit();
    expect(fake.backend.resetPassword).toHaveBeenCalledWith(
      "ada@example.com",
      `${window.location.origin}/auth/reset-password`,
    );
    expect(toast).toHaveBeenCalledWith({
      title: "Reset Email Sent",
      description: "Please check your email for password reset instructions.",
      group: "auth",
    });
    expect(screen.getByRole("alert")).toHaveTextContent("Check your email");
    expect(screen.queryByLabelText(/^email/i)).not.toBeInTheDocument();
  });

  it('shows "Reset Failed" with the message', async () => {
    const { fake, submit } = await requestReset();
    fake.backend.resetPassword.mockResolvedValueOnce({
      error: new AuthApiError(
        "For security purposes, you can only request this after 42 seconds.",
        429,
        "over_email_send_rate_limit",
      ),
    });
    await submit();
    expect(toast).toHaveBeenCalledWith({
      title: "Reset Failed",
      description: "For security purposes, you can only request this after 42 seconds.",
      variant: "destructive",
      group: "auth",
    });
    expect(screen.getByLabelText(/^email/i)).toHaveValue("ada@example.com");
  });

  it.each([
    ["an error without a message", () => Promise.resolve({ error: new AuthApiError("", 400, undefined) })],
    ["an exception", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])('shows "Reset Failed" / "Failed to send reset email." for %s', async (_, answer) => {
    const { fake, submit } = await requestReset();
    fake.backend.resetPassword.mockImplementationOnce(answer);
    await submit();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Reset Failed",
        description: "Failed to send reset email.",
        variant: "destructive",
        group: "auth",
      }),
    );
  });
});
