import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, generateTotpSecret, totpCode, totpQrSvg, totpUri, validateTotp } from "./totp.ts";

// RFC 6238 appendix B: the SHA1 secret "12345678901234567890", last 6 of its 8-digit codes.
const RFC_SECRET = base32Encode(Buffer.from("12345678901234567890"));

describe("TOTP (pquerna/otp defaults: SHA1, 6 digits, 30 s, skew 1)", () => {
  it("computes RFC 6238's test vectors", () => {
    expect(RFC_SECRET).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(totpCode(RFC_SECRET, Math.floor(59 / 30))).toBe("287082");
    expect(totpCode(RFC_SECRET, Math.floor(1111111109 / 30))).toBe("081804");
    expect(totpCode(RFC_SECRET, Math.floor(1234567890 / 30))).toBe("005924");
  });

  it("accepts one step either side and nothing further", () => {
    const at = 1234567890 * 1000;
    const step = Math.floor(1234567890 / 30);
    expect(validateTotp(totpCode(RFC_SECRET, step - 1), RFC_SECRET, at)).toBe(true);
    expect(validateTotp(totpCode(RFC_SECRET, step + 1), RFC_SECRET, at)).toBe(true);
    expect(validateTotp(totpCode(RFC_SECRET, step - 2), RFC_SECRET, at)).toBe(false);
    expect(validateTotp("12345", RFC_SECRET, at)).toBe(false);
    expect(validateTotp("abcdef", RFC_SECRET, at)).toBe(false);
  });

  it("makes 32-character base32 secrets (20 random bytes) that decode back", () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
  });

  it("writes pquerna's otpauth URI, escaping issuer and account like Go", () => {
    expect(totpUri("Acme Co", "a+b@example.com", "ABC")).toBe(
      "otpauth://totp/Acme%20Co:a+b@example.com?algorithm=SHA1&digits=6&issuer=Acme%20Co&period=30&secret=ABC",
    );
  });

  it("draws the QR code as SVG with no '#' (supabase-js puts it in a data URL unencoded)", async () => {
    const svg = await totpQrSvg(totpUri("127.0.0.1:8080", "someone@example.com", "ABC"));
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).not.toContain("#");
    expect(svg).toMatch(/width="\d+" height="\d+"/);
  });
});
