import { describe, expect, it } from "vitest";
import {
  CONTACT_TOASTS,
  contactFormErrors,
  DEMO_TOASTS,
  demoFormErrors,
  isValidEmail,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SERVICE_OPTIONS,
  validateContactForm,
  validateDemoForm,
} from "./lead-validation.ts";

const validContact = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  phone: "+44 20 1234 5678",
  service: "cloud security",
  message: "Please call me about a SOC.",
};

function contactError(values: Partial<typeof validContact>) {
  const result = validateContactForm({ ...validContact, ...values });
  return result.ok ? null : result.error;
}

describe("contact form rules (spec section 5, in order)", () => {
  it("accepts a complete message and returns trimmed values", () => {
    const result = validateContactForm({ ...validContact, fullName: "  Ada Lovelace  " });
    expect(result).toEqual({ ok: true, value: { ...validContact, fullName: "Ada Lovelace" } });
  });

  it.each(["fullName", "email", "message"] as const)(
    'answers "Missing required fields" when %s is empty or whitespace only',
    (field) => {
      for (const blank of ["", "   ", "\n\t "]) {
        expect(contactError({ [field]: blank })).toEqual({ field, ...CONTACT_TOASTS.missingRequired });
      }
    },
  );

  it('uses the exact spec text "Please fill in your name, email, and message."', () => {
    expect(contactError({ fullName: "" })).toMatchObject({
      title: "Missing required fields",
      description: "Please fill in your name, email, and message.",
    });
  });

  it("does not require company, phone or service", () => {
    expect(validateContactForm({ fullName: "A", email: "a@b.co", message: "hi" })).toMatchObject({ ok: true });
  });

  it('answers "Invalid email" for an address without the simple pattern', () => {
    expect(contactError({ email: "not-an-email" })).toEqual({ field: "email", ...CONTACT_TOASTS.invalidEmail });
    expect(CONTACT_TOASTS.invalidEmail).toEqual({
      title: "Invalid email",
      description: "Please enter a valid email address.",
    });
  });

  it("accepts a message of exactly 1000 characters and refuses 1001", () => {
    expect(MESSAGE_MAX_LENGTH).toBe(1000);
    expect(contactError({ message: "m".repeat(1000) })).toBeNull();
    expect(contactError({ message: "m".repeat(1001) })).toEqual({
      field: "message",
      title: "Message too long",
      description: "Please keep your message under 1000 characters.",
    });
  });

  it("counts characters, not UTF-16 units: 1000 emoji are a 1000-character message", () => {
    expect(contactError({ message: "🛡".repeat(1000) })).toBeNull();
    expect(contactError({ message: "🛡".repeat(1001) })?.title).toBe("Message too long");
  });

  it("accepts a name of exactly 100 characters and refuses 101", () => {
    expect(NAME_MAX_LENGTH).toBe(100);
    expect(contactError({ fullName: "n".repeat(100) })).toBeNull();
    expect(contactError({ fullName: "n".repeat(101) })).toEqual({
      field: "fullName",
      title: "Name too long",
      description: "Please keep your name under 100 characters.",
    });
  });

  it("measures lengths after trimming", () => {
    expect(contactError({ fullName: `  ${"n".repeat(100)}  `, message: ` ${"m".repeat(1000)}\n` })).toBeNull();
  });

  it("checks in the spec's order: missing beats invalid email beats long message beats long name", () => {
    const everythingWrong = { email: "bad", message: "m".repeat(1001), fullName: "n".repeat(101) };
    expect(contactError({ ...everythingWrong, fullName: "" })?.title).toBe("Missing required fields");
    expect(contactError(everythingWrong)?.title).toBe("Invalid email");
    expect(contactError({ ...everythingWrong, email: "a@b.co" })?.title).toBe("Message too long");
    expect(contactError({ ...everythingWrong, email: "a@b.co", message: "ok" })?.title).toBe("Name too long");
  });

  it("caps company at 200, phone at 50 and email at 254 characters (an overlong email is an invalid email)", () => {
    expect(contactError({ company: "c".repeat(200) })).toBeNull();
    expect(contactError({ company: "c".repeat(201) })?.field).toBe("company");
    expect(contactError({ phone: "1".repeat(50) })).toBeNull();
    expect(contactError({ phone: "1".repeat(51) })?.field).toBe("phone");
    const at254 = `${"e".repeat(254 - "@example.com".length)}@example.com`;
    expect(contactError({ email: at254 })).toBeNull();
    expect(contactError({ email: `e${at254}` })?.field).toBe("email");
  });

  it("accepts an empty service or one of the four listed values, nothing else", () => {
    expect(contactError({ service: "" })).toBeNull();
    for (const option of SERVICE_OPTIONS) expect(contactError({ service: option.value })).toBeNull();
    expect(contactError({ service: "free pizza" })?.field).toBe("service");
  });

  it("removes control characters and keeps line breaks in the message", () => {
    const result = validateContactForm({ ...validContact, fullName: "Ada\r\nBcc: x", message: "a\r\nb\u0000c" });
    expect(result).toMatchObject({ ok: true, value: { fullName: "Ada  Bcc: x", message: "a\nbc" } });
  });
});

describe("service options", () => {
  it("are the four labels from the spec, each sent as its lowercased label", () => {
    expect(SERVICE_OPTIONS.map((option) => option.label)).toEqual([
      "Next Generation SIEM/SOC",
      "Network Security",
      "Cloud Security",
      "AI Powered Threat Hunting",
    ]);
    for (const option of SERVICE_OPTIONS) expect(option.value).toBe(option.label.toLowerCase());
  });
});

describe("the simple email pattern", () => {
  it.each(["a@b.co", "first.last+tag@sub.example.com", "o'neil@example.ie", "名前@例え.jp"])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    "plain",
    "@example.com",
    "user@",
    "user@example",
    "user@@example.com",
    "two@at@example.com",
    "with space@example.com",
    "user@exa mple.com",
    "a,b@example.com",
    "<a@example.com>",
    '"quoted"@example.com',
    "user@example.com\nBcc: victim@example.com",
  ])("refuses %j", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe("demo form rules", () => {
  const validDemo = { fullName: "Grace Hopper", email: "grace@example.com", company: "Navy" };

  it("accepts all three fields", () => {
    expect(validateDemoForm(validDemo)).toEqual({ ok: true, value: validDemo });
  });

  it.each(["fullName", "email", "company"] as const)(
    'answers "Error" / "Please fill in all fields" when %s is empty or whitespace',
    (field) => {
      for (const blank of ["", "  "]) {
        expect(validateDemoForm({ ...validDemo, [field]: blank })).toEqual({
          ok: false,
          error: { field, title: "Error", description: "Please fill in all fields" },
        });
      }
    },
  );

  it("uses DEMO_TOASTS for the missing-field text", () => {
    expect(DEMO_TOASTS.missingFields).toEqual({ title: "Error", description: "Please fill in all fields" });
  });

  it("refuses an invalid email after the required check", () => {
    expect(validateDemoForm({ ...validDemo, email: "nope" })).toMatchObject({ ok: false, error: { field: "email" } });
    expect(validateDemoForm({ ...validDemo, email: "nope", company: "" })).toMatchObject({
      ok: false,
      error: { title: "Error" },
    });
  });

  it("caps the name at 100 and the company at 200 characters", () => {
    expect(validateDemoForm({ ...validDemo, fullName: "n".repeat(100) }).ok).toBe(true);
    expect(validateDemoForm({ ...validDemo, fullName: "n".repeat(101) })).toMatchObject({
      ok: false,
      error: { field: "fullName" },
    });
    expect(validateDemoForm({ ...validDemo, company: "c".repeat(200) }).ok).toBe(true);
    expect(validateDemoForm({ ...validDemo, company: "c".repeat(201) })).toMatchObject({
      ok: false,
      error: { field: "company" },
    });
  });
});

describe("every failing field, for the messages beside the fields", () => {
  it("marks name, email and message when the contact form is sent empty, each with its own message", () => {
    expect(contactFormErrors({})).toEqual({
      fullName: "Please fill in your name.",
      email: "Please fill in your email.",
      message: "Please fill in your message.",
    });
  });

  it("marks an invalid email, a long message and a long name together, with the spec's descriptions", () => {
    const errors = contactFormErrors({ fullName: "n".repeat(101), email: "bad", message: "m".repeat(1001) });
    expect(errors).toEqual({
      email: "Please enter a valid email address.",
      message: "Please keep your message under 1000 characters.",
      fullName: "Please keep your name under 100 characters.",
    });
  });

  it("gives each field only its first failing rule: an empty email is missing, not invalid", () => {
    expect(contactFormErrors({ ...validContact, email: "  " })).toEqual({ email: "Please fill in your email." });
  });

  it("marks the capped optional fields and an unknown service as well", () => {
    expect(
      contactFormErrors({ ...validContact, company: "c".repeat(201), phone: "1".repeat(51), service: "pizza" }),
    ).toEqual({
      company: "Please keep your company name under 200 characters.",
      phone: "Please keep your phone number under 50 characters.",
      service: "Please choose one of the listed services.",
    });
  });

  it("finds nothing in a valid contact message", () => {
    expect(contactFormErrors(validContact)).toEqual({});
  });

  it("marks every empty demo field, and an invalid email, with the name and company caps", () => {
    expect(demoFormErrors({ email: " " })).toEqual({
      fullName: "Please fill in your name.",
      email: "Please fill in your email.",
      company: "Please fill in your company name.",
    });
    expect(demoFormErrors({ fullName: "n".repeat(101), email: "nope", company: "c".repeat(201) })).toEqual({
      email: "Please enter a valid email address.",
      fullName: "Please keep your name under 100 characters.",
      company: "Please keep your company name under 200 characters.",
    });
    expect(demoFormErrors({ fullName: "Grace", email: "grace@example.com", company: "Navy" })).toEqual({});
  });

  // The toast (first failing rule) and the fields marked must never disagree.
  const contactSamples = ["", "  ", "ok", "bad", "a@b.co", "m".repeat(1001), "n".repeat(101)];
  it("agrees with the first-error check on every combination: fails exactly when a field is marked, and marks the toast's field", () => {
    for (const fullName of contactSamples)
      for (const email of contactSamples)
        for (const message of contactSamples) {
          const values = { fullName, email, message };
          const first = validateContactForm(values);
          const all = contactFormErrors(values);
          expect(first.ok).toBe(Object.keys(all).length === 0);
          if (!first.ok) {
            expect(Object.keys(all)[0]).toBe(first.error.field);
            expect(all).toHaveProperty(first.error.field);
          }
        }
    for (const fullName of contactSamples)
      for (const email of contactSamples)
        for (const company of contactSamples) {
          const first = validateDemoForm({ fullName, email, company });
          const all = demoFormErrors({ fullName, email, company });
          expect(first.ok).toBe(Object.keys(all).length === 0);
          if (!first.ok) expect(Object.keys(all)[0]).toBe(first.error.field);
        }
  });
});
