import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeAuthBackend, fakeFactor, fakeSession, fakeUser, renderWithAuth } from "~/lib/auth/testing";
import { AdminMfaBanner } from "./admin-mfa-banner";

describe("the admin two-factor prompt", () => {
  it("asks an admin without an authenticator to set one up, linking to settings", async () => {
    const { backend } = createFakeAuthBackend(fakeSession(fakeUser(), "aal1"));
    renderWithAuth(<AdminMfaBanner />, { backend, path: "/admin" });
    expect(await screen.findByRole("heading", { name: "Turn on two-factor authentication" })).toBeInTheDocument();
    expect(screen.getByText(/every lead's name, email and phone/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Set up two-factor" })).toHaveAttribute("href", "/settings#two-factor");
  });

  it("is not shown once the admin has a verified authenticator", async () => {
    const { backend } = createFakeAuthBackend(fakeSession(fakeUser({ factors: [fakeFactor()] }), "aal2"));
    renderWithAuth(
      <>
        <AdminMfaBanner />
        <p>admin screen</p>
      </>,
      { backend, path: "/admin" },
    );
    expect(await screen.findByText("admin screen")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole("heading", { name: "Turn on two-factor authentication" })).not.toBeInTheDocument();
  });
});
