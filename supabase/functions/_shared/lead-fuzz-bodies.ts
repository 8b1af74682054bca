// Deterministic generator of random and hostile request bodies for the lead functions, shared by
// the unit-level fuzz test (through the handler) and the smaller sample sent to the real function.

export type Random = () => number;

/** mulberry32: tiny seeded PRNG, so a failing body can be reproduced from its seed and index. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

const HOSTILE_STRINGS = [
  "",
  "   ",
  "\u0000",
  "a\u0000b",
  "\r\nBcc: victim@example.com",
  "<script>alert(1)</script>",
  `"><img src=x onerror=alert(1)>`,
  "<a href='javascript:alert(1)'>click</a>",
  "&amp;&lt;&#x3c;",
  "\uD800",
  "\uDFFFlone",
  "🛡️🔥👩‍💻",
  "\u202Eevil\u202C",
  "\u2028\u2029",
  "' OR 1=1 --",
  "${jndi:ldap://x}",
  "a@b.co",
  "ada@example.com",
  "x@y",
  "@@",
  "next generation siem/soc",
  "network security",
  "\t\x1b[31mred\x1b[0m",
];

function randomText(random: Random): string {
  const roll = random();
  if (roll < 0.5) return pick(random, HOSTILE_STRINGS);
  if (roll < 0.7) return pick(random, HOSTILE_STRINGS).repeat(1 + Math.floor(random() * 400));
  if (roll < 0.8) return "x".repeat(pick(random, [99, 100, 101, 199, 200, 201, 999, 1000, 1001, 5000]));
  let text = "";
  const length = Math.floor(random() * 60);
  for (let i = 0; i < length; i++) text += String.fromCharCode(Math.floor(random() * 0x3000));
  return text;
}

function randomJsonValue(random: Random, depth: number): unknown {
  const roll = random();
  if (roll < 0.55 || depth > 3) return randomText(random);
  if (roll < 0.65) return Math.floor(random() * 1e6) - 5e5;
  if (roll < 0.7) return random() < 0.5;
  if (roll < 0.75) return null;
  if (roll < 0.85) return [randomJsonValue(random, depth + 1), randomJsonValue(random, depth + 1)];
  return { nested: randomJsonValue(random, depth + 1) };
}

function nestedJson(levels: number): string {
  return "[".repeat(levels) + "]".repeat(levels);
}

const FIELDS = ["fullName", "email", "company", "phone", "service", "message"];
const VALID_CONTACT = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  company: "Engines",
  phone: "1",
  service: "cloud security",
  message: "hello",
};

/** One raw request body: sometimes not JSON at all, usually an object with hostile fields. */
export function randomLeadBody(random: Random): string {
  const roll = random();
  if (roll < 0.05) return "";
  if (roll < 0.1)
    return pick(random, [
      "{",
      "}",
      "null",
      "[]",
      "42",
      '"text"',
      "{'a':1}",
      "\u0000",
      "undefined",
      '{"__proto__":{"fullName":"x","message":"y"},"email":"a@b.co"}',
      '{"fullName":"A","fullName":"","email":"a@b.co","message":"m"}',
    ]);
  if (roll < 0.13) return nestedJson(1 + Math.floor(random() * 3000));
  if (roll < 0.16) return JSON.stringify({ ...VALID_CONTACT, message: "m".repeat(20_000) });
  const body: Record<string, unknown> = random() < 0.6 ? { ...VALID_CONTACT } : {};
  const mutations = 1 + Math.floor(random() * 4);
  for (let i = 0; i < mutations; i++) body[pick(random, FIELDS)] = randomJsonValue(random, 0);
  if (random() < 0.05) body.website = randomJsonValue(random, 0);
  if (random() < 0.1) body[randomText(random).slice(0, 20)] = randomJsonValue(random, 0);
  return JSON.stringify(body);
}

const TEMPLATE_TAGS = new Set([
  "html",
  "head",
  "meta",
  "title",
  "body",
  "h1",
  "p",
  "strong",
  "table",
  "tr",
  "th",
  "td",
  "br",
]);

/**
 * Tag names in an email's HTML that our templates do not write: anything here came from a visitor.
 * Links are ours only when they point under `ownOrigin` (the staff email's link to the admin area).
 */
export function foreignHtmlTags(html: string, ownOrigin?: string): string[] {
  let withoutDoctype = html.replace(/^<!doctype html>/i, "");
  if (ownOrigin) {
    const ownLinks = withoutDoctype.split(`<a href="${ownOrigin}/`).length - 1;
    withoutDoctype = withoutDoctype.replaceAll(`<a href="${ownOrigin}/`, "");
    for (let i = 0; i < ownLinks; i++) withoutDoctype = withoutDoctype.replace("</a>", "");
  }
  const tags = [...withoutDoctype.matchAll(/<\/?\s*([^\s>/]*)/g)].map((match) => match[1].toLowerCase());
  return tags.filter((tag) => !TEMPLATE_TAGS.has(tag));
}
