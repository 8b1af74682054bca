import { describe, expect, it } from "vitest";
import { encodeMailtoAddress, mailtoHref } from "./mailto";

/** What a mail client reads from the link: the recipients and the header fields. */
function parse(href: string) {
  const url = new URL(href);
  return {
    protocol: url.protocol,
    rawTo: url.pathname,
    to: decodeURIComponent(url.pathname),
    fields: [...url.searchParams.keys()],
    hash: url.hash,
    get: (name: string) => url.searchParams.get(name),
  };
}

/** One recipient: no comma, ?, &, #, space or control left in the address, and it decodes back to the input. */
function expectOneRecipient(href: string, address: string) {
  const link = parse(href);
  expect(link.protocol).toBe("mailto:");
  // Only safe characters, percent escapes and the one @: nothing can end the address or start a header.
  expect(link.rawTo).toMatch(/^[A-Za-z0-9\-._~!$'*+%@]*$/);
  expect(link.rawTo.split("@").length).toBeLessThanOrEqual(2);
  expect(link.to).toBe(address);
  expect(link.hash).toBe("");
  return link;
}

describe("mailtoHref", () => {
  it("keeps an ordinary address as it is", () => {
    expect(mailtoHref("jane.doe+leads@example.com")).toBe("mailto:jane.doe+leads@example.com");
  });

  it("turns 'eve?cc=victim&subject=urgent&body=x@example.com' into one recipient and no headers", () => {
    const address = "eve?cc=victim&subject=urgent&body=x@example.com";
    const href = mailtoHref(address);
    expect(href).toBe("mailto:eve%3Fcc%3Dvictim%26subject%3Durgent%26body%3Dx@example.com");
    expect(expectOneRecipient(href, address).fields).toEqual([]);
  });

  it("keeps the link's own subject when the address tries to set one", () => {
    const address = "eve?subject=Wire%20the%20money&cc=boss@corp.example@example.com";
    const link = expectOneRecipient(mailtoHref(address, { subject: "Your demo request" }), address);
    expect(link.fields).toEqual(["subject"]);
    expect(link.get("subject")).toBe("Your demo request");
  });

  it.each([
    ["CR and LF", "eve@example.com\r\nBcc: victim@example.com"],
    ["an encoded line feed", "eve%0ABcc:victim@example.com"],
    ["an encoded question mark", "eve%3Fcc=victim@example.com"],
    ["NUL", "eve\u0000@example.com"],
    ["a comma (a second recipient)", "eve@example.com,victim@example.com"],
    ["a fragment", "eve@example.com#?cc=victim"],
    ["spaces and quotes", '"Eve Smith"@example.com'],
    ["no @ at all", "eve?cc=victim"],
    ["several @", "a@b@c?bcc=victim@example.com"],
    ["unicode", "josé.ñandú@exämple.com"],
    ["an emoji", "👀?cc=victim@example.com"],
  ])("encodes an address with %s so it stays one recipient", (_, address) => {
    expect(expectOneRecipient(mailtoHref(address), address).fields).toEqual([]);
  });

  it("encodes unicode as UTF-8 and a lone surrogate as U+FFFD without throwing", () => {
    expect(encodeMailtoAddress("é@x.com")).toBe("%C3%A9@x.com");
    expect(encodeMailtoAddress("\uD800@x.com")).toBe("%EF%BF%BD@x.com");
    expect(() => mailtoHref("a@x.com", { subject: "\uDC00" })).not.toThrow();
  });

  it("keeps only the last @ literal", () => {
    expect(encodeMailtoAddress("a@b@example.com")).toBe("a%40b@example.com");
  });

  it("percent-encodes subject and body (%20, never +) and sends line breaks as CRLF", () => {
    const href = mailtoHref("hr@example.com", {
      subject: "Sales & Marketing = 100%",
      body: "Hello,\nLine two\r\nThree",
    });
    expect(href).toBe(
      "mailto:hr@example.com?subject=Sales%20%26%20Marketing%20%3D%20100%25&body=Hello%2C%0D%0ALine%20two%0D%0AThree",
    );
    const link = parse(href);
    expect(link.fields).toEqual(["subject", "body"]);
    expect(link.get("subject")).toBe("Sales & Marketing = 100%");
    expect(link.get("body")).toBe("Hello,\r\nLine two\r\nThree");
  });

  it("leaves out empty fields", () => {
    expect(mailtoHref("hr@example.com", { subject: "", body: undefined })).toBe("mailto:hr@example.com");
  });

  it("cannot add a header through a value", () => {
    const link = parse(mailtoHref("hr@example.com", { subject: "x&bcc=victim@example.com#y", body: "a\r\nBcc: z" }));
    expect(link.fields).toEqual(["subject", "body"]);
    expect(link.get("subject")).toBe("x&bcc=victim@example.com#y");
  });
});
