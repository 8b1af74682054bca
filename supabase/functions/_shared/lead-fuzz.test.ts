import { describe, expect, it } from "vitest";
import { foreignHtmlTags, randomLeadBody, seededRandom } from "./lead-fuzz-bodies.ts";
import { handleLeadSubmission } from "./lead-handler.ts";
import { assertStorableLead, createFakeLeadDeps } from "./lead-test-fakes.ts";

const SEED = 20260101;
const BODIES = 600;

describe("fuzzing the lead handler with random and hostile bodies", () => {
  it.each(["contact", "demo"] as const)(
    "%s: never a 5xx, never a malformed row, never raw HTML in an email",
    async (kind) => {
      const random = seededRandom(SEED + kind.length);
      const { deps, store, mailer, deliveries } = createFakeLeadDeps({ max: 1_000_000 });
      const statuses = new Map<number, number>();

      for (let index = 0; index < BODIES; index++) {
        const body = randomLeadBody(random);
        const response = await handleLeadSubmission(kind, body, { clientIp: "198.51.100.1", userAgent: "fuzz" }, deps);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect([200, 400, 413], `body #${index}: ${body.slice(0, 200)}`).toContain(response.status);
        if (response.status !== 200) expect(response.body).toHaveProperty("error.description");
      }

      for (const row of store.rows) expect(() => assertStorableLead(row.submission)).not.toThrow();
      await Promise.all(deliveries.map((delivery) => delivery.done));
      expect(mailer.sent).toHaveLength(2 * store.rows.length);
      for (const { email } of mailer.sent) {
        expect(foreignHtmlTags(email.html)).toEqual([]);
        expect(email.subject).not.toMatch(/[\r\n]/);
        expect(`${email.to.name ?? ""}${email.replyTo?.name ?? ""}`).not.toMatch(/[\r\n]/);
      }
      // The generator must reach every outcome, or the test proves little.
      expect(statuses.get(200)).toBeGreaterThan(20);
      expect(statuses.get(400)).toBeGreaterThan(100);
      expect(statuses.get(413)).toBeGreaterThan(5);
      expect(store.rows.some((row) => /[<>]/.test(JSON.stringify(row.submission.lead)))).toBe(true);
    },
  );

  it("the HTML check notices a visitor tag", () => {
    expect(foreignHtmlTags("<p>&lt;b&gt;</p>")).toEqual([]);
    expect(foreignHtmlTags("<p><img src=x></p>")).toEqual(["img"]);
    expect(foreignHtmlTags("<p>< script></p>")).toEqual(["script"]);
  });
});
