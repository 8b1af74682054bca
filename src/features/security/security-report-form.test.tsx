import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "~/lib/toast";
import { SECURITY_REPORT_TOASTS } from "@rules/security-report-validation.ts";
import { SecurityReportForm } from "./security-report-form";

const invoke = vi.fn();
vi.mock("~/lib/supabase", () => ({ getSupabase: async () => ({ functions: { invoke } }) }));
vi.mock("~/lib/toast", () => ({ toast: vi.fn() }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const sent = (call = 0) => invoke.mock.calls[call] as [string, { body: Record<string, string>; headers: object }];

const expectToast = (text: { title: string; description: string }, destructive = true) =>
  waitFor(() =>
    expect(toast).toHaveBeenLastCalledWith({
      ...text,
      ...(destructive ? { variant: "destructive" } : {}),
      group: "security-report",
    }),
  );

function setup() {
  const user = userEvent.setup();
  render(<SecurityReportForm />);
  const field = {
    email: screen.getByRole("textbox", { name: "Your email" }),
    fullName: screen.getByRole("textbox", { name: "Name or handle (optional)" }),
    title: screen.getByRole("textbox", { name: "Title" }),
    affectedAsset: screen.getByRole("textbox", { name: "Affected URL or asset (optional)" }),
    severity: screen.getByRole("combobox", { name: "Severity (your estimate)" }),
    description: screen.getByRole("textbox", { name: /Description and steps to reproduce/ }),
  };
  /** Sets a field's text as a paste would, including characters a keyboard cannot type. */
  const set = (name: keyof typeof field, value: string) => fireEvent.change(field[name], { target: { value } });
  const fillValid = () => {
    set("email", "finder@example.com");
    set("title", "IDOR in /api/invoices");
    set("description", "GET /api/invoices/2 as user 1 returns user 2's invoice.");
  };
  const submit = () => user.click(screen.getByRole("button", { name: "Send Report" }));
  return { user, field, set, fillValid, submit };
}

beforeEach(() => {
  invoke.mockReset();
  vi.mocked(toast).mockClear();
});

describe("the security report form's checks (the shared rules: nothing is sent while one fails)", () => {
  it("marks email, title and description when the form is empty, with one toast, and focuses the email", async () => {
    const { field, submit } = setup();
    await submit();
    await expectToast(SECURITY_REPORT_TOASTS.missingRequired);
    expect(field.email).toHaveAccessibleDescription("Please fill in your email.");
    expect(field.title).toHaveAccessibleDescription("Please give the issue a title.");
    expect(field.description).toHaveAccessibleDescription("Please describe the issue. 0 / 10000 characters");
    for (const optional of [field.fullName, field.affectedAsset, field.severity]) {
      expect(optional).not.toHaveAttribute("aria-invalid");
    }
    expect(field.email).toHaveFocus();
    expect(toast).toHaveBeenCalledTimes(1);
    expect(invoke).not.toHaveBeenCalled();
  });

  it("refuses a title over 200 characters and a description over 10,000, saying which", async () => {
    const { set, fillValid, submit, field } = setup();
    fillValid();
    set("title", "t".repeat(201));
    await submit();
    await expectToast(SECURITY_REPORT_TOASTS.titleTooLong);
    set("title", "IDOR");
    set("description", "d".repeat(10_001));
    await submit();
    await expectToast(SECURITY_REPORT_TOASTS.descriptionTooLong);
    expect(field.description).toHaveAccessibleDescription(/^Please keep the description under 10000 characters/);
    expect(screen.getByText("10001 / 10000")).toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();
  });

  it("takes a title of NUL bytes and controls as no title, and an email with a NUL byte as invalid", async () => {
    const { set, fillValid, submit, field } = setup();
    fillValid();
    set("title", "\u0000\u0000\u0007 \u0000");
    await submit();
    await expectToast(SECURITY_REPORT_TOASTS.missingRequired);
    expect(field.title).toHaveAccessibleDescription("Please give the issue a title.");
    set("title", "IDOR");
    set("email", "finder\u0000@example.com");
    await submit();
    await expectToast(SECURITY_REPORT_TOASTS.invalidEmail);
    expect(invoke).not.toHaveBeenCalled();
  });

  it("sends what the rules cleaned: no NUL byte reaches the function, and a lone surrogate arrives as U+FFFD", async () => {
    invoke.mockResolvedValue({ data: { ok: true, reference: "SR-0123456789" }, error: null });
    const { set, fillValid, submit } = setup();
    fillValid();
    set("description", "Step 1\u0000: open /x\uDC00\r\nStep 2");
    await submit();
    await waitFor(() => expect(invoke).toHaveBeenCalledTimes(1));
    expect(sent()[1].body.description).toBe("Step 1: open /x\uFFFD\nStep 2");
  });
});

describe("sending a report", () => {
  it("posts to send-security-report with an Idempotency-Key, then shows the reference and clears the form", async () => {
    invoke.mockResolvedValue({ data: { ok: true, reference: "SR-0123456789" }, error: null });
    const { user, field, fillValid, submit } = setup();
    fillValid();
    await user.selectOptions(field.severity, "High");
    await submit();
    await expectToast(SECURITY_REPORT_TOASTS.success, false);
    const [name, options] = sent();
    expect(name).toBe("send-security-report");
    expect(options.body).toEqual({
      email: "finder@example.com",
      fullName: "",
      title: "IDOR in /api/invoices",
      description: "GET /api/invoices/2 as user 1 returns user 2's invoice.",
      affectedAsset: "",
      severity: "high",
    });
    expect(options.headers).toEqual({ "Idempotency-Key": expect.stringMatching(UUID) });
    expect(screen.getByRole("status")).toHaveTextContent("Your reference is SR-0123456789.");
    expect(field.title).toHaveValue("");
  });

  it("keeps the text after a failure, and a resend of it carries the same key", async () => {
    invoke.mockResolvedValueOnce({ data: null, error: new Error("relay") });
    const { fillValid, submit, field } = setup();
    fillValid();
    await submit();
    await expectToast(SECURITY_REPORT_TOASTS.failure);
    expect(field.title).toHaveValue("IDOR in /api/invoices");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    invoke.mockResolvedValueOnce({ data: { ok: true }, error: null });
    await submit();
    await expectToast(SECURITY_REPORT_TOASTS.success, false);
    expect(sent(1)[1].headers).toEqual(sent(0)[1].headers);
    // The function answered a repeat of a stored report: its reference is in the email.
    expect(screen.getByRole("status")).toHaveTextContent("We already had this report");
  });
});
