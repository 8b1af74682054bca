import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "~/lib/toast";
import { ContactForm } from "./contact-form";
import { PRIVACY_NOTICE_VERSION } from "@rules/lead-context.ts";

const invoke = vi.fn();
vi.mock("~/lib/supabase", () => ({ getSupabase: async () => ({ functions: { invoke } }) }));
// The toast store is global; the e2e suite checks the rendered toasts, here we check what was asked for.
vi.mock("~/lib/toast", () => ({ toast: vi.fn() }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const sentKey = (call: number) =>
  (invoke.mock.calls[call][1] as { headers: Record<string, string> }).headers["Idempotency-Key"];

const expectToast = async (title: string, description: string, destructive = true) =>
  waitFor(() =>
    expect(toast).toHaveBeenLastCalledWith({
      title,
      description,
      ...(destructive ? { variant: "destructive" } : {}),
      group: "contact-form",
    }),
  );

function setup() {
  const user = userEvent.setup();
  const Stub = createRoutesStub([{ path: "/contact", Component: ContactForm }]);
  render(<Stub initialEntries={["/contact"]} />);
  const field = {
    fullName: screen.getByRole("textbox", { name: "Full name" }),
    email: screen.getByRole("textbox", { name: "Work email" }),
    company: screen.getByRole("textbox", { name: "Company" }),
    phone: screen.getByRole("textbox", { name: "Phone" }),
    service: screen.getByRole("combobox", { name: "Service of interest" }),
    message: screen.getByRole("textbox", { name: "Message" }),
  };
  const fillValid = async () => {
    await user.type(field.fullName, "Jane Smith");
    await user.type(field.email, "jane@acme.com");
    await user.type(field.company, "Acme");
    await user.type(field.phone, "+1 555 0100");
    await user.selectOptions(field.service, "Cloud Security");
    await user.type(field.message, "We need a managed SOC.");
  };
  const submit = () => user.click(screen.getByRole("button", { name: "Send Message" }));
  return { user, field, fillValid, submit };
}

beforeEach(() => {
  invoke.mockReset();
  vi.mocked(toast).mockClear();
});

describe("ContactForm validation (spec section 5, in order)", () => {
  it("asks for name, email and message first: 'Missing required fields'", async () => {
    const { field, submit, user } = setup();
    await user.type(field.email, "not-an-email");
    await submit();
    await expectToast("Missing required fields", "Please fill in your name, email, and message.");
    expect(field.fullName).toHaveAttribute("aria-invalid", "true");
    expect(field.fullName).toHaveAccessibleDescription("Please fill in your name.");
    expect(field.email).toHaveAccessibleDescription("Please enter a valid email address.");
    expect(field.message).toHaveAccessibleDescription("Please fill in your message. 0 / 1000 characters");
    expect(field.fullName).toHaveFocus();
    expect(invoke).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it("marks name, email and message beside the fields when everything is empty, with one toast", async () => {
    const { field, submit } = setup();
    await submit();
    await expectToast("Missing required fields", "Please fill in your name, email, and message.");
    expect(toast).toHaveBeenCalledTimes(1);
    const expected = {
      fullName: "Please fill in your name.",
      email: "Please fill in your email.",
      message: "Please fill in your message.",
    };
    for (const [name, message] of Object.entries(expected)) {
      const input = field[name as keyof typeof expected];
      expect(input).toHaveAttribute("aria-invalid", "true");
      // The description is the visible text under the field, linked by id.
      const errorId = input.getAttribute("aria-describedby")!.split(" ")[0];
      expect(document.getElementById(errorId)).toBeVisible();
      expect(document.getElementById(errorId)).toHaveTextContent(message);
    }
    for (const input of [field.company, field.phone, field.service]) {
      expect(input).not.toHaveAttribute("aria-invalid");
      expect(input).not.toHaveAttribute("aria-describedby");
    }
    expect(field.fullName).toHaveFocus();
  });

  it("clears a field's message once it is put right, and keeps it while it is still wrong", async () => {
    const { field, submit, user } = setup();
    await user.type(field.email, "jane");
    await submit();
    await expectToast("Missing required fields", "Please fill in your name, email, and message.");
    await user.type(field.email, "@acme");
    expect(field.email).toHaveAttribute("aria-invalid", "true");
    expect(field.email).toHaveAccessibleDescription("Please enter a valid email address.");
    await user.type(field.email, ".com");
    expect(field.email).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Please enter a valid email address.")).toBeNull();
    expect(field.fullName).toHaveAccessibleDescription("Please fill in your name.");
    // A field that was not marked is not marked while typing: only a submit marks fields.
    await user.clear(field.phone);
    expect(field.phone).not.toHaveAttribute("aria-invalid");
  });

  it("moves focus to the first marked field in the form, even when the toast is about a later one", async () => {
    const { field, submit, user } = setup();
    await user.click(field.fullName);
    await user.paste("n".repeat(101));
    await user.type(field.email, "jane@acme");
    await user.type(field.message, "Hello");
    await submit();
    await expectToast("Invalid email", "Please enter a valid email address.");
    expect(field.fullName).toHaveAccessibleDescription("Please keep your name under 100 characters.");
    expect(field.email).toHaveAttribute("aria-invalid", "true");
    expect(field.fullName).toHaveFocus();
  });

  it("treats whitespace-only fields as missing", async () => {
    const { field, submit, user } = setup();
    await user.type(field.fullName, "   ");
    await user.type(field.email, "jane@acme.com");
    await user.type(field.message, "  ");
    await submit();
    await expectToast("Missing required fields", "Please fill in your name, email, and message.");
  });

  it("then checks the email: 'Invalid email'", async () => {
    const { field, submit, user } = setup();
    await user.type(field.fullName, "Jane");
    await user.type(field.email, "jane@acme");
    await user.type(field.message, "Hello");
    await submit();
    await expectToast("Invalid email", "Please enter a valid email address.");
    expect(field.email).toHaveAttribute("aria-invalid", "true");
    expect(field.fullName).not.toHaveAttribute("aria-invalid");
  });

  it("then the message length: 'Message too long' over 1000 characters", async () => {
    const { field, submit, user } = setup();
    await user.type(field.fullName, "x".repeat(101));
    await user.type(field.email, "jane@acme.com");
    await user.click(field.message);
    await user.paste("m".repeat(1001));
    await submit();
    await expectToast("Message too long", "Please keep your message under 1000 characters.");
    expect(field.message).toHaveAttribute("aria-invalid", "true");
    expect(field.fullName).toHaveAccessibleDescription("Please keep your name under 100 characters.");
  });

  it("then the name length: 'Name too long' over 100 characters", async () => {
    const { field, submit, user } = setup();
    await user.click(field.fullName);
    await user.paste("n".repeat(101));
    await user.type(field.email, "jane@acme.com");
    await user.type(field.message, "Hello");
    await submit();
    await expectToast("Name too long", "Please keep your name under 100 characters.");
  });

  it("announces the error in a live region and clears it once the field is edited", async () => {
    const { field, submit, user } = setup();
    await submit();
    const live = document.querySelector('[aria-live="assertive"]')!;
    expect(live).toHaveTextContent("Please fill in your name, email, and message.");
    await user.type(field.fullName, "J");
    expect(field.fullName).not.toHaveAttribute("aria-invalid");
    expect(live).toHaveTextContent("");
  });

  it("does not enforce company and phone although they carry the required asterisk", async () => {
    invoke.mockResolvedValue({ data: { ok: true }, error: null });
    const { field, submit, user } = setup();
    await user.type(field.fullName, "Jane");
    await user.type(field.email, "jane@acme.com");
    await user.type(field.message, "Hello");
    await submit();
    await waitFor(() => expect(invoke).toHaveBeenCalledTimes(1));
    expect(invoke.mock.calls[0][1].body).toEqual({
      fullName: "Jane",
      email: "jane@acme.com",
      company: "",
      phone: "",
      service: "",
      message: "Hello",
      context: expect.objectContaining({
        consent: { privacyNoticeVersion: PRIVACY_NOTICE_VERSION, securityUpdates: false },
      }),
    });
  });
});

describe("ContactForm states", () => {
  it("shows a live character count on the message", async () => {
    const { field, user } = setup();
    expect(screen.getByText("0 / 1000")).toBeInTheDocument();
    await user.type(field.message, "Hello");
    expect(screen.getByText("5 / 1000")).toBeInTheDocument();
    expect(field.message).toHaveAccessibleDescription("5 / 1000 characters");
  });

  it("reads 'Sending...' and is disabled while sending, then clears the form and confirms on success", async () => {
    let finish: (value: unknown) => void = () => {};
    invoke.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { field, fillValid, submit } = setup();
    await fillValid();
    await submit();
    const button = await screen.findByRole("button", { name: "Sending..." });
    expect(button).toBeDisabled();
    expect(invoke).toHaveBeenCalledWith("send-contact-form", {
      body: {
        fullName: "Jane Smith",
        email: "jane@acme.com",
        company: "Acme",
        phone: "+1 555 0100",
        service: "cloud security",
        message: "We need a managed SOC.",
        context: expect.any(Object),
      },
      headers: { "Idempotency-Key": expect.stringMatching(UUID) },
    });
    finish({ data: { ok: true }, error: null });
    await expectToast("Message sent successfully!", "We'll get back to you within 24 hours.", false);
    for (const input of Object.values(field)) expect(input).toHaveValue("");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  it("keeps the form as typed and shows the failure toast when the function answers an error", async () => {
    invoke.mockResolvedValue({ data: null, error: new Error("Edge Function returned a non-2xx status code") });
    const { field, fillValid, submit } = setup();
    await fillValid();
    await submit();
    await expectToast("Failed to send message", "Please try again or contact us directly.");
    expect(field.fullName).toHaveValue("Jane Smith");
    expect(field.message).toHaveValue("We need a managed SOC.");
    expect(field.service).toHaveValue("cloud security");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  it("shows the failure toast when the request itself throws", async () => {
    invoke.mockRejectedValue(new TypeError("Failed to fetch"));
    const { field, fillValid, submit } = setup();
    await fillValid();
    await submit();
    await expectToast("Failed to send message", "Please try again or contact us directly.");
    expect(field.email).toHaveValue("jane@acme.com");
  });

  it("pre-selects the service a solution or product page's link names", async () => {
    window.history.replaceState(null, "", "/contact?service=cloud-security");
    try {
      const { field } = setup();
      await waitFor(() => expect(field.service).toHaveValue("cloud security"));
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });

  it("ignores a service the form does not offer", async () => {
    window.history.replaceState(null, "", "/contact?service=free-pizza");
    try {
      const { field } = setup();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(field.service).toHaveValue("");
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });

  it("offers the four services, sending lowercased labels", () => {
    setup();
    const options = within(screen.getByRole("combobox", { name: "Service of interest" })).getAllByRole("option");
    expect(options.slice(1).map((o) => [o.textContent, o.getAttribute("value")])).toEqual([
      ["Next Generation SIEM/SOC", "next generation siem/soc"],
      ["Network Security", "network security"],
      ["Cloud Security", "cloud security"],
      ["AI Powered Threat Hunting", "ai powered threat hunting"],
    ]);
  });

  it("hides the honeypot from keyboards and screen readers, and sends it when a bot fills it", async () => {
    invoke.mockResolvedValue({ data: { ok: true }, error: null });
    const { fillValid, submit } = setup();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    await fillValid();
    await userEvent.type(honeypot, "http://spam.example");
    await submit();
    await waitFor(() => expect(invoke).toHaveBeenCalled());
    expect(invoke.mock.calls[0][1].body.website).toBe("http://spam.example");
  });
});

describe("ContactForm's Idempotency-Key", () => {
  it("sends the same key when the same message is sent again after a failure, a new one once it changed", async () => {
    invoke.mockRejectedValue(new TypeError("Failed to fetch"));
    const { field, fillValid, submit, user } = setup();
    await fillValid();
    await submit();
    await expectToast("Failed to send message", "Please try again or contact us directly.");
    await submit();
    await waitFor(() => expect(invoke).toHaveBeenCalledTimes(2));
    expect(sentKey(1)).toBe(sentKey(0));

    await user.type(field.message, " Soon, please.");
    await submit();
    await waitFor(() => expect(invoke).toHaveBeenCalledTimes(3));
    expect(sentKey(2)).not.toBe(sentKey(1));
  });

  it("makes a new key for the next message after a success", async () => {
    invoke.mockResolvedValue({ data: { ok: true }, error: null });
    const { field, fillValid, submit } = setup();
    await fillValid();
    await submit();
    await waitFor(() => expect(field.fullName).toHaveValue(""));
    await fillValid();
    await submit();
    await waitFor(() => expect(invoke).toHaveBeenCalledTimes(2));
    expect(sentKey(0)).toMatch(UUID);
    expect(sentKey(1)).not.toBe(sentKey(0));
  });
});
