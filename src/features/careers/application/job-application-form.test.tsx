import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "~/lib/toast";
import { APPLICATION_TOASTS, CV_MAX_BYTES } from "@rules/job-applications.ts";
import { JobApplication } from "./job-application";

const invoke = vi.fn();
vi.mock("~/lib/supabase", () => ({ getSupabase: async () => ({ functions: { invoke } }) }));
vi.mock("~/lib/toast", () => ({ toast: vi.fn() }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const sent = (call = 0) => invoke.mock.calls[call] as [string, { body: FormData; headers: Record<string, string> }];

/** A non-2xx answer, as supabase-js hands it over: an error whose context is the Response. */
const answered = (status: number, body: unknown) => ({
  data: null,
  error: Object.assign(new Error(`status ${status}`), {
    context: new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  }),
});

const expectToast = (text: { title: string; description: string }, destructive = true) =>
  waitFor(() =>
    expect(toast).toHaveBeenLastCalledWith({
      ...text,
      ...(destructive ? { variant: "destructive" } : {}),
      group: "job-application",
    }),
  );

const pdf = (name = "jane-smith-cv.pdf", size?: number) => {
  const file = new File(["%PDF-1.4 a CV"], name, { type: "application/pdf" });
  if (size !== undefined) Object.defineProperty(file, "size", { value: size });
  return file;
};

function setup() {
  // The picker offers PDF and Word files; a person can still pick another (or drop one): the form checks.
  const user = userEvent.setup({ applyAccept: false });
  render(<JobApplication job={{ id: "sales-manager", title: "Sales Manager" }} />);
  const form = screen.getByRole("form", { name: "Apply for this role" });
  const field = {
    fullName: within(form).getByRole("textbox", { name: "Full name" }),
    email: within(form).getByRole("textbox", { name: "Email" }),
    phone: within(form).getByRole("textbox", { name: "Phone (optional)" }),
    profileUrl: within(form).getByRole("textbox", { name: "LinkedIn or portfolio link (optional)" }),
    cv: within(form).getByLabelText(/^CV\*?$/) as HTMLInputElement,
    coverNote: within(form).getByRole("textbox", { name: "Cover note (optional)" }),
    consent: within(form).getByRole("checkbox", { name: /privacy notice/ }),
  };
  /** Sets a text field as a paste would. */
  const set = (name: Exclude<keyof typeof field, "cv" | "consent">, value: string) =>
    fireEvent.change(field[name], { target: { value } });
  const attach = (file: File) => user.upload(field.cv, file);
  const fillValid = async () => {
    set("fullName", "Jane Smith");
    set("email", "jane@example.com");
    await attach(pdf());
    await user.click(field.consent);
  };
  const submit = () => user.click(within(form).getByRole("button", { name: "Send application" }));
  return { user, form, field, set, attach, fillValid, submit };
}

beforeEach(() => {
  invoke.mockReset();
  vi.mocked(toast).mockClear();
});

describe("the application form's fields", () => {
  it("offers a CV picker for PDF and Word files, with the limit beside it, and links the privacy notice in a new tab", async () => {
    const { field, attach } = setup();
    expect(field.cv).toHaveAttribute("type", "file");
    expect(field.cv).toHaveAttribute(
      "accept",
      ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(field.cv).toHaveAccessibleDescription("PDF or Word (.docx), up to 5 MB.");
    // The chosen file's name in full, where the picker's own text would be cut short on a phone.
    expect(screen.getByText("No file chosen yet.")).toBeInTheDocument();
    await attach(pdf("jane-smith-curriculum-vitae-2026.pdf"));
    expect(screen.getByText("jane-smith-curriculum-vitae-2026.pdf")).toBeInTheDocument();
    // A browser reads "privacy notice (opens in a new tab)"; jsdom's name computation drops the space.
    const notice = screen.getByRole("link", { name: /^privacy notice ?\(opens in a new tab\)$/ });
    expect(notice).toHaveAttribute("href", "/privacy");
    expect(notice).toHaveAttribute("target", "_blank");
  });

  it("counts the cover note's characters as they are typed, out of 2000", async () => {
    const { user, field } = setup();
    await user.type(field.coverNote, "I love SOCs.");
    expect(field.coverNote).toHaveAccessibleDescription("12 / 2000 characters");
  });

  it("keeps a honeypot named website that people neither see nor reach", () => {
    const { form } = setup();
    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveValue("");
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe("the application form's checks (the shared rules: nothing is sent while one fails)", () => {
  it("marks name, email, CV and consent when the form is empty, with one toast, and focuses the name", async () => {
    const { field, submit } = setup();
    await submit();
    await expectToast(APPLICATION_TOASTS.missingRequired);
    expect(field.fullName).toHaveAccessibleDescription("Please fill in your name.");
    expect(field.email).toHaveAccessibleDescription("Please fill in your email.");
    expect(field.cv).toHaveAccessibleDescription("Please attach your CV. PDF or Word (.docx), up to 5 MB.");
    expect(field.consent).toHaveAccessibleDescription("Please agree to the privacy notice.");
    for (const optional of [field.phone, field.profileUrl, field.coverNote]) {
      expect(optional).not.toHaveAttribute("aria-invalid");
    }
    expect(field.fullName).toHaveFocus();
    expect(toast).toHaveBeenCalledTimes(1);
    expect(invoke).not.toHaveBeenCalled();
  });

  it("clears a field's mark once it passes, and keeps the others", async () => {
    const { field, set, submit } = setup();
    await submit();
    set("fullName", "Jane Smith");
    expect(field.fullName).not.toHaveAttribute("aria-invalid");
    expect(field.email).toHaveAttribute("aria-invalid", "true");
  });

  it("refuses an invalid email and a profile link that is no web address, saying which", async () => {
    const { field, set, fillValid, submit } = setup();
    await fillValid();
    set("email", "jane@");
    await submit();
    await expectToast(APPLICATION_TOASTS.invalidEmail);
    expect(field.email).toHaveFocus();
    set("email", "jane@example.com");
    set("profileUrl", "linkedin.com/in/jane");
    await submit();
    await expectToast(APPLICATION_TOASTS.invalidProfileUrl);
    expect(field.profileUrl).toHaveFocus();
    expect(invoke).not.toHaveBeenCalled();
  });

  it("refuses a CV over 5 MB and a file that is no PDF or .docx by its name, before sending anything", async () => {
    const { field, attach, fillValid, submit } = setup();
    await fillValid();
    await attach(pdf("cv.pdf", CV_MAX_BYTES + 1));
    await submit();
    await expectToast(APPLICATION_TOASTS.cvTooLarge);
    expect(field.cv).toHaveAccessibleDescription(/^Please attach a CV of at most 5 MB\./);
    expect(field.cv).toHaveFocus();
    await attach(new File(["hello"], "cv.txt", { type: "text/plain" }));
    await submit();
    await expectToast(APPLICATION_TOASTS.cvWrongType);
    expect(field.cv).toHaveAccessibleDescription(/^Please attach your CV as a PDF or a Word \(\.docx\) file\./);
    expect(invoke).not.toHaveBeenCalled();
  });

  it("refuses a cover note over 2000 characters and shows the count in the error colour", async () => {
    const { field, set, fillValid, submit } = setup();
    await fillValid();
    set("coverNote", "x".repeat(2001));
    await submit();
    await expectToast(APPLICATION_TOASTS.coverNoteTooLong);
    expect(field.coverNote).toHaveAccessibleDescription(
      "Please keep your cover note under 2000 characters. 2001 / 2000 characters",
    );
    expect(invoke).not.toHaveBeenCalled();
  });
});

describe("sending an application", () => {
  it("posts multipart form data to submit-application, field by field as the contract names them, with an Idempotency-Key", async () => {
    invoke.mockResolvedValue({
      data: { ok: true, applicationId: "9b0e5a8e-5f0e-4a53-9d55-3c1f7f1b2a10" },
      error: null,
    });
    const { set, fillValid, submit } = setup();
    await fillValid();
    set("phone", " +1 617 555 0123 ");
    set("profileUrl", "https://www.linkedin.com/in/jane");
    set("coverNote", "Ten years of selling to CISOs.");
    await submit();
    await waitFor(() => expect(invoke).toHaveBeenCalledTimes(1));
    const [name, { body, headers }] = sent();
    expect(name).toBe("submit-application");
    expect(body).toBeInstanceOf(FormData);
    const fields = [...body.entries()];
    expect(fields.map(([key]) => key)).toEqual([
      "jobId",
      "fullName",
      "email",
      "phone",
      "profileUrl",
      "coverNote",
      "consent",
      "cv",
      "website",
    ]);
    expect(Object.fromEntries(fields.filter(([key]) => key !== "cv"))).toEqual({
      jobId: "sales-manager",
      fullName: "Jane Smith",
      email: "jane@example.com",
      phone: "+1 617 555 0123",
      profileUrl: "https://www.linkedin.com/in/jane",
      coverNote: "Ten years of selling to CISOs.",
      consent: "yes",
      website: "",
    });
    const cv = body.get("cv") as File;
    expect(cv.name).toBe("jane-smith-cv.pdf");
    expect(cv.type).toBe("application/pdf");
    expect(headers).toEqual({ "Idempotency-Key": expect.stringMatching(UUID) });
  });

  it("shows the busy button while sending, then the success toast, and clears the form", async () => {
    let answer: (value: unknown) => void = () => {};
    invoke.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { form, field, fillValid, submit } = setup();
    await fillValid();
    await submit();
    const button = within(form).getByRole("button", { name: "Sending..." });
    expect(button).toBeDisabled();
    expect(form).toHaveAttribute("aria-busy", "true");
    answer({ data: { ok: true, applicationId: "9b0e5a8e-5f0e-4a53-9d55-3c1f7f1b2a10" }, error: null });
    await expectToast(APPLICATION_TOASTS.success, false);
    expect(within(form).getByRole("button", { name: "Send application" })).toBeEnabled();
    expect(field.fullName).toHaveValue("");
    expect(field.email).toHaveValue("");
    expect(field.consent).not.toBeChecked();
    expect(field.cv.files).toHaveLength(0);
    expect(screen.getByText("No file chosen yet.")).toBeInTheDocument();
  });

  it("shows the function's words when it refuses the CV by its content (415), and marks the CV", async () => {
    const refusal = { error: { field: "cv", ...APPLICATION_TOASTS.cvWrongType } };
    invoke.mockResolvedValue(answered(415, refusal));
    const { field, fillValid, submit } = setup();
    await fillValid();
    await submit();
    await expectToast(APPLICATION_TOASTS.cvWrongType);
    expect(field.cv).toHaveAttribute("aria-invalid", "true");
    expect(field.cv).toHaveFocus();
    expect(field.fullName).toHaveValue("Jane Smith");
  });

  it("marks the field a 400 names, with the function's words", async () => {
    invoke.mockResolvedValue(answered(400, { error: { field: "email", ...APPLICATION_TOASTS.invalidEmail } }));
    const { field, fillValid, submit } = setup();
    await fillValid();
    await submit();
    await expectToast(APPLICATION_TOASTS.invalidEmail);
    expect(field.email).toHaveAccessibleDescription("Please enter a valid email address.");
  });

  it("says 'too many' in the function's words (429)", async () => {
    const tooMany = {
      title: "Too many requests",
      description: "Please wait a few minutes before sending another request.",
    };
    invoke.mockResolvedValue(answered(429, { error: tooMany }));
    const { fillValid, submit } = setup();
    await fillValid();
    await submit();
    await expectToast(tooMany);
  });

  it("keeps the form after a network failure, and a resend of it carries the same key", async () => {
    invoke.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const { field, fillValid, submit } = setup();
    await fillValid();
    await submit();
    await expectToast(APPLICATION_TOASTS.failure);
    expect(field.fullName).toHaveValue("Jane Smith");
    expect(field.consent).toBeChecked();
    invoke.mockResolvedValueOnce({
      data: { ok: true, applicationId: "9b0e5a8e-5f0e-4a53-9d55-3c1f7f1b2a10" },
      error: null,
    });
    await submit();
    await expectToast(APPLICATION_TOASTS.success, false);
    expect(sent(1)[1].headers).toEqual(sent(0)[1].headers);
  });

  it("sends what a bot typed into the honeypot, for the function to discard", async () => {
    invoke.mockResolvedValue({
      data: { ok: true, applicationId: "9b0e5a8e-5f0e-4a53-9d55-3c1f7f1b2a10" },
      error: null,
    });
    const { form, fillValid, submit } = setup();
    await fillValid();
    fireEvent.change(form.querySelector('input[name="website"]')!, { target: { value: "https://spam.example" } });
    await submit();
    await waitFor(() => expect(invoke).toHaveBeenCalledTimes(1));
    expect(sent()[1].body.get("website")).toBe("https://spam.example");
  });
});
