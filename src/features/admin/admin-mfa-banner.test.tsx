import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeAuthBackend, fakeSession, fakeUser, renderWithAuth } from "~/lib/auth/testing";
import { AdminMfaBanner } from "./admin-mfa-banner";

describe("the admin two-factor prompt", () => {
  it("asks an admin without an authenticator to set one up, linking to settings", async () => {
    const { backend } = createFakeAuthBackend(fakeSession(fakeUser(), "aal1"));
    renderWithAuth(<AdminMfaBanner />, { backend, path: "/admin" });
    expect(await screen.findByRole("heading", { name: "Turn on two-factor authentication" })).toBeInTheDocument();
    expect(screen.getByText(/people's names, emails and phone numbers/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Set up two-factor" })).toHaveAttribute("href", "/settings#two-factor");
  });
});
