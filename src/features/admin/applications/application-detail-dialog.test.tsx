import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "~/lib/toast";
import { retentionPeriod } from "~/content/legal/retention";
import { RETENTION } from "@rules/retention.ts";
import { downloadFromUrl } from "../download";
import { APPLICATION, createApplicationsHarness } from "./applications-testing";

const supabase = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock("~/lib/supabase", () => ({ getSupabase: async () => supabase.current }));
vi.mock("~/lib/toast", () => ({ toast: vi.fn() }));
vi.mock("../download", () => ({ downloadFromUrl: vi.fn() }));

const harness = createApplicationsHarness();
supabase.current = harness.client;
const { fake, callsOf } = harness;

const SIGNED = `http://storage.test/object/sign/job-applications/${APPLICATION.cv_path}?token=t`;

/** The screen with the application open, as `?application=<id>` opens it. */
async function openApplication(application = APPLICATION) {
  const user = harness.show(`/admin/applications?application=${application.id}`, [application]);
  const dialog = await screen.findByRole("dialog", { name: application.full_name });
  return { user, dialog };
}

/** A new tab as window.open answers it: still blank, on this page's origin. */
function blankTab() {
  return {
    opener: window as Window | null,
    closed: false,
    location: { replace: vi.fn() },
    document: { title: "", body: { textContent: "" } },
    close: vi.fn(),
  };
}

beforeEach(() => {
  harness.reset();
  vi.mocked(toast).mockClear();
  vi.mocked(downloadFromUrl).mockClear();
});
afterEach(() => vi.restoreAllMocks());

describe("an application's detail", () => {
  it("shows the candidate's contact details, profile link, cover note as plain text and when it will be deleted", async () => {
    const { dialog } = await openApplication();
    expect(dialog).toHaveAccessibleDescription(/^Cyber Security Engineer, applied Nov 20, 2026 at \d\d:\d\d$/);
    expect(await within(dialog).findByRole("link", { name: "+44 20 7946 0000" })).toHaveAttribute(
      "href",
      "tel:+442079460000",
    );
    // (jsdom joins a visually hidden part of a name without the space a browser keeps)
    const profile = within(dialog).getByRole("link", {
      name: /^https:\/\/www\.linkedin\.com\/in\/ada ?\(opens in a new tab\)$/,
    });
    expect(profile).toHaveAttribute("href", "https://www.linkedin.com/in/ada");
    expect(profile).toHaveAttribute("target", "_blank");
    expect(profile).toHaveAttribute("rel", "noopener noreferrer");
    const note = within(dialog).getByText(/Dear team/);
    expect(note.textContent).toBe("Dear team,\n<b>I would</b> like to join.");
    expect(note).toHaveClass("whitespace-pre-wrap");
    expect(dialog.querySelector("b")).toBeNull();
    expect(dialog).toHaveTextContent(`are deleted ${retentionPeriod(RETENTION.applications)}.`);
    expect(dialog).toHaveTextContent(/This one goes after May 20, 2027 unless its status changes again/);
  });

  it("moves the application from its detail and shows hired as a decision", async () => {
    const { user, dialog } = await openApplication({ ...APPLICATION, status: "hired" });
    expect(within(dialog).getByText("Decided")).toBeVisible();
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Status" }), "offer");
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Application marked offer",
        description: "Ada Lovelace, Cyber Security Engineer",
      }),
    );
    expect(callsOf("update")).toEqual([[{ status: "offer" }]]);
  });

  it("lists the team's notes and adds one, with a count of at most 2,000 characters", async () => {
    fake.answer("job_application_notes", {
      data: [
        {
          id: "n1",
          author_email: "hr@example.com",
          body: "Strong CV.\nCall Monday.",
          created_at: APPLICATION.created_at,
        },
      ],
    });
    const { user, dialog } = await openApplication();
    const notes = within(dialog).getByRole("region", { name: "Notes" });
    expect(await within(notes).findByText(/Strong CV\./)).toBeVisible();
    expect(notes).toHaveTextContent(/hr@example\.com, Nov 20, 2026/);
    const field = within(notes).getByRole("textbox", { name: "Add a note" });
    await user.type(field, "  Invite to interview ");
    expect(field).toHaveAccessibleDescription("22 / 2000 characters");
    await user.click(within(notes).getByRole("button", { name: "Add note" }));
    expect(callsOf("insert")).toEqual([[{ application_id: APPLICATION.id, body: "Invite to interview" }]]);
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Note added",
        description: "Ada Lovelace (ada@example.com)",
        group: "staff-note",
      }),
    );
    expect(field).toHaveValue("");
  });

  it("refuses a note over 2,000 characters at its field, sending nothing", async () => {
    const { user, dialog } = await openApplication();
    const notes = within(dialog).getByRole("region", { name: "Notes" });
    const field = within(notes).getByRole("textbox", { name: "Add a note" });
    await user.click(field);
    await user.paste("x".repeat(2001));
    await user.click(within(notes).getByRole("button", { name: "Add note" }));
    expect(field).toHaveAccessibleDescription(/A note holds at most 2000 characters\./);
    expect(callsOf("insert")).toEqual([]);
  });

  it("lists the application's two emails with where each one stands, and sends again the one that gave up", async () => {
    fake.answer("lead_emails", {
      data: [
        { ...email("e1", "notification"), status: "sent", sent_at: APPLICATION.created_at },
        { ...email("e2", "acknowledgement"), status: "failed", last_error: "550 mailbox unavailable" },
      ],
    });
    const { dialog } = await openApplication();
    const delivery = within(dialog).getByRole("region", { name: /Email delivery/ });
    expect(await within(delivery).findByText("Notification to HR")).toBeVisible();
    expect(within(delivery).getByText("Acknowledgement to the candidate")).toBeVisible();
    expect(delivery).toHaveTextContent("None: gave up. Resend to try again.");
    expect(callsOf("eq")).toContainEqual(["lead_kind", "application"]);

    fake.rpc.mockResolvedValue({ data: 1, error: null });
    await userEvent.setup().click(within(delivery).getByRole("button", { name: /Resend/ }));
    await vi.waitFor(() =>
      expect(fake.rpc).toHaveBeenCalledWith("resend_application_emails", { p_application_id: APPLICATION.id }),
    );
  });
});

function email(id: string, purpose: "notification" | "acknowledgement") {
  return {
    id,
    lead_kind: "application",
    lead_id: APPLICATION.id,
    purpose,
    attempts: 1,
    last_error: null,
    next_attempt_at: null,
    sent_at: null,
    created_at: APPLICATION.created_at,
    updated_at: APPLICATION.created_at,
  };
}

describe("the CV", () => {
  it("opens in a new tab: the tab in the click itself, cut off from this page, then the link signed for a minute", async () => {
    const tab = blankTab();
    const open = vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    const { user, dialog } = await openApplication();
    await user.click(await within(dialog).findByRole("button", { name: "Open CV (PDF, 312 KB) in a new tab" }));
    expect(open).toHaveBeenCalledExactlyOnceWith("", "_blank");
    expect(fake.signUrl).toHaveBeenCalledExactlyOnceWith("job-applications", APPLICATION.cv_path, 60, undefined);
    expect(open.mock.invocationCallOrder[0]).toBeLessThan(fake.signUrl.mock.invocationCallOrder[0]);
    expect(tab.opener).toBeNull();
    await vi.waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(SIGNED));
    expect(tab.close).not.toHaveBeenCalled();
  });

  it("offers the signed link itself when a popup blocker refuses the tab", async () => {
    vi.spyOn(window, "open").mockReturnValue(null);
    const { user, dialog } = await openApplication();
    await user.click(await within(dialog).findByRole("button", { name: /^Open CV/ }));
    const link = await within(dialog).findByRole("link", { name: "Open the CV in a new tab" });
    expect(link).toHaveAttribute("href", SIGNED);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(dialog).getByRole("status")).toHaveTextContent("Your browser blocked the new tab.");
  });

  it("closes the tab again and says why when the link cannot be signed", async () => {
    const tab = blankTab();
    vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    fake.signUrl.mockResolvedValueOnce({ data: null, error: { message: "Object not found" } });
    const { user, dialog } = await openApplication();
    await user.click(await within(dialog).findByRole("button", { name: /^Open CV/ }));
    await vi.waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.replace).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith({
      title: "Could not open the CV",
      description: "Object not found",
      variant: "destructive",
    });
  });

  it("downloads a Word CV from the page under the candidate's name, opening no tab", async () => {
    const open = vi.spyOn(window, "open");
    const { user, dialog } = await openApplication({ ...APPLICATION, cv_type: "docx", cv_size: 48 * 1024 });
    await user.click(await within(dialog).findByRole("button", { name: "Download CV (DOCX, 48 KB)" }));
    await vi.waitFor(() => expect(downloadFromUrl).toHaveBeenCalledOnce());
    expect(fake.signUrl).toHaveBeenCalledWith("job-applications", APPLICATION.cv_path, 60, {
      download: "Ada Lovelace CV.docx",
    });
    expect(open).not.toHaveBeenCalled();
  });
});
