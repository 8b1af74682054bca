import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  createFakeAuthBackend,
  FAKE_CODE,
  fakeFactor,
  fakeSession,
  fakeUser,
  renderWithAuth,
} from "~/lib/auth/testing";
import { toast } from "~/lib/toast";
import { SettingsPage } from "./settings-page";

vi.mock("~/lib/toast", () => ({ toast: vi.fn() }));

function openSettings(factors = [] as ReturnType<typeof fakeFactor>[]) {
  const fake = createFakeAuthBackend(fakeSession(fakeUser({ factors }), factors.length ? "aal2" : "aal1"));
  renderWithAuth(<SettingsPage />, { backend: fake.backend, path: "/settings" });
  return { fake, user: userEvent.setup() };
}

describe("/settings: two-factor authentication", () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it("enrolls an authenticator app: name, QR code and key as text, then a code", async () => {
    const { fake, user } = openSettings();
    expect(await screen.findByText("Off: signing in takes your password only.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Set up an authenticator app" }));
    const name = screen.getByLabelText("Name for this authenticator");
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, "Work phone");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(fake.backend.enrollTotp).toHaveBeenCalledWith("Work phone", "SentinelForge");

    expect(
      await screen.findByRole("img", { name: "QR code that adds SentinelForge to your authenticator app" }),
    ).toHaveAttribute("src", "data:image/svg+xml;utf-8,<svg></svg>");
    expect(screen.getByText("JBSW Y3DP EHPK 3PXP")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Code from the app"), FAKE_CODE);
    await user.click(screen.getByRole("button", { name: "Turn on two-factor" }));

    expect(fake.backend.verifyFactor).toHaveBeenCalledWith("factor-Work phone", FAKE_CODE);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Two-factor authentication on" }));
    const list = await screen.findByRole("list", { name: "Your authenticators" });
    expect(within(list).getByText("Work phone")).toBeInTheDocument();
    expect(screen.getByText("On: signing in asks for a code.")).toBeInTheDocument();

    // The first authenticator brings the offer of a backup, which can wait.
    expect(screen.getByRole("region", { name: "Add a backup authenticator?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add a backup authenticator" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("region", { name: "Add a backup authenticator?" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add another authenticator" })).toHaveFocus();
  });

  it("adds the backup from the offer, and offers none after a second authenticator", async () => {
    const { fake, user } = openSettings();
    await user.click(await screen.findByRole("button", { name: "Set up an authenticator app" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.type(await screen.findByLabelText("Code from the app"), FAKE_CODE);
    await user.click(screen.getByRole("button", { name: "Turn on two-factor" }));
    await user.click(await screen.findByRole("button", { name: "Add a backup authenticator" }));
    const name = screen.getByLabelText("Name for this authenticator");
    await user.clear(name);
    await user.type(name, "Tablet");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(fake.backend.enrollTotp).toHaveBeenLastCalledWith("Tablet", "SentinelForge");
    await user.type(await screen.findByLabelText("Code from the app"), FAKE_CODE);
    await user.click(screen.getByRole("button", { name: "Turn on two-factor" }));
    expect(await screen.findByRole("button", { name: "Add another authenticator" })).toHaveFocus();
    expect(screen.queryByRole("region", { name: "Add a backup authenticator?" })).not.toBeInTheDocument();
  });

  it("keeps the enrollment open and explains a wrong first code", async () => {
    const { user } = openSettings();
    await user.click(await screen.findByRole("button", { name: "Set up an authenticator app" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const code = await screen.findByLabelText("Code from the app");
    await user.type(code, "000000");
    await user.click(screen.getByRole("button", { name: "Turn on two-factor" }));
    expect(code).toHaveAccessibleDescription(
      "That code is not right. Check your authenticator app and enter the code it shows now.",
    );
    expect(toast).not.toHaveBeenCalled();
  });

  it("cancelling after the QR code removes the unconfirmed authenticator", async () => {
    const { fake, user } = openSettings();
    await user.click(await screen.findByRole("button", { name: "Set up an authenticator app" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByLabelText("Code from the app");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(fake.backend.unenrollFactor).toHaveBeenCalledWith("factor-Authenticator app");
    expect(screen.getByRole("button", { name: "Set up an authenticator app" })).toHaveFocus();
  });

  it("removes an authenticator only with a current code, and a wrong code removes nothing", async () => {
    const factor = fakeFactor({ friendly_name: "Old phone" });
    const { fake, user } = openSettings([factor]);
    await user.click(await screen.findByRole("button", { name: "Remove Old phone" }));
    const dialog = screen.getByRole("alertdialog", { name: "Remove Old phone?" });
    expect(dialog).toHaveTextContent("It is your only authenticator");
    expect(within(dialog).queryByLabelText("Code from")).not.toBeInTheDocument();
    const code = within(dialog).getByLabelText("Current code");
    await user.type(code, "000000");
    await user.click(within(dialog).getByRole("button", { name: "Remove authenticator" }));
    expect(code).toHaveAccessibleDescription(/That code is not right/);
    expect(code).toHaveFocus();
    expect(fake.backend.unenrollFactor).not.toHaveBeenCalled();

    await user.type(code, FAKE_CODE);
    await user.click(within(dialog).getByRole("button", { name: "Remove authenticator" }));
    expect(fake.backend.verifyFactor).toHaveBeenLastCalledWith(factor.id, FAKE_CODE);
    expect(fake.backend.unenrollFactor).toHaveBeenCalledWith(factor.id);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Authenticator removed" }));
    await waitFor(() => expect(screen.getByText("Off: signing in takes your password only.")).toBeInTheDocument());
  });

  it("takes the code from another authenticator when the one removed is lost", async () => {
    const lost = fakeFactor({ id: "factor-lost", friendly_name: "Lost phone" });
    const backup = fakeFactor({ id: "factor-backup", friendly_name: "Backup phone" });
    const { fake, user } = openSettings([lost, backup]);
    await user.click(await screen.findByRole("button", { name: "Remove Lost phone" }));
    const dialog = screen.getByRole("alertdialog", { name: "Remove Lost phone?" });
    await user.selectOptions(within(dialog).getByLabelText("Code from"), "Backup phone");
    await user.type(within(dialog).getByLabelText("Current code"), FAKE_CODE);
    await user.click(within(dialog).getByRole("button", { name: "Remove authenticator" }));
    expect(fake.backend.verifyFactor).toHaveBeenLastCalledWith("factor-backup", FAKE_CODE);
    expect(fake.backend.unenrollFactor).toHaveBeenCalledWith("factor-lost");
  });

  it("says why a removal was refused", async () => {
    const { AuthApiError } = await import("@supabase/supabase-js");
    const { fake, user } = openSettings([fakeFactor()]);
    fake.backend.unenrollFactor.mockResolvedValueOnce({
      error: new AuthApiError("AAL2 required to unenroll verified factor", 403, "insufficient_aal"),
    });
    await user.click(await screen.findByRole("button", { name: "Remove Phone" }));
    await user.type(screen.getByLabelText("Current code"), FAKE_CODE);
    await user.click(screen.getByRole("button", { name: "Remove authenticator" }));
    expect(toast).toHaveBeenCalledWith({
      title: "Authenticator Not Removed",
      description: "For your security, sign out and sign in again with your code first.",
      variant: "destructive",
      group: "two-factor",
    });
  });
});
