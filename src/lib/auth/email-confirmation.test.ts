import { act } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "~/lib/toast";
import { announceEmailConfirmation, emailConfirmedToast } from "./email-confirmation";
import { createFakeAuthBackend, fakeSession } from "./testing";

vi.mock("~/lib/toast", () => ({ toast: vi.fn() }));

const confirmationLink = (type: string, token = "access") =>
  new URLSearchParams({ access_token: token, refresh_token: "refresh", type });
const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe("'Email confirmed' after the confirmation link signs someone in", () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it("says 'Email confirmed' when the session is the one the sign-up link opened", async () => {
    const fake = createFakeAuthBackend(fakeSession()); // its access token is "access", as in the link
    announceEmailConfirmation(confirmationLink("signup"), fake.backend.onChange);
    await flush();
    expect(toast).toHaveBeenCalledWith({
      title: "Email confirmed",
      description: "Your account is ready. You are now signed in.",
    });
  });

  it("says it once, however many auth events follow", async () => {
    const fake = createFakeAuthBackend(fakeSession());
    announceEmailConfirmation(confirmationLink("signup"), fake.backend.onChange);
    await flush();
    await act(async () => fake.emit("SIGNED_IN", fakeSession()));
    await act(async () => fake.emit("TOKEN_REFRESHED", fakeSession()));
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it("confirms a changed address in its own words", () => {
    expect(emailConfirmedToast(confirmationLink("email_change"), fakeSession())).toEqual({
      title: "Email confirmed",
      description: "Your new email address is confirmed. You are now signed in with it.",
    });
  });

  it("stays silent when the link failed and no session, or another one, was reported", async () => {
    for (const session of [null, { ...fakeSession(), access_token: "an older session" }]) {
      const fake = createFakeAuthBackend(session);
      announceEmailConfirmation(confirmationLink("signup"), fake.backend.onChange);
      await flush();
    }
    expect(toast).not.toHaveBeenCalled();
  });

  it("does not even listen without a confirmation link: recovery, magic links and plain visits", () => {
    const onChange = vi.fn(() => () => undefined);
    announceEmailConfirmation(confirmationLink("recovery"), onChange);
    announceEmailConfirmation(confirmationLink("magiclink"), onChange);
    announceEmailConfirmation(new URLSearchParams({ type: "signup" }), onChange);
    announceEmailConfirmation(new URLSearchParams(), onChange);
    expect(onChange).not.toHaveBeenCalled();
  });
});
