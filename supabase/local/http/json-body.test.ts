// The shared JSON body reader: what it refuses, and what it must not mistake for hostile input.
import { describe, expect, it } from "vitest";
import { JsonBodyError, MAX_JSON_DEPTH, parseJsonBuffer, parseJsonText } from "./json-body.ts";

const strict = { rejectNul: true, rejectLoneSurrogates: true };

function problemOf(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof JsonBodyError ? error.problem : "other";
  }
}

describe("parseJsonText", () => {
  it("parses ordinary JSON and treats an empty body as undefined", () => {
    expect(parseJsonText('{"a":[1,{"b":"c"}]}', strict)).toEqual({ a: [1, { b: "c" }] });
    expect(parseJsonText("  ", strict)).toBeUndefined();
  });

  it("refuses nesting deeper than the limit, but not brackets inside strings", () => {
    const deep = "[".repeat(MAX_JSON_DEPTH + 1) + "]".repeat(MAX_JSON_DEPTH + 1);
    expect(problemOf(() => parseJsonText(deep))).toBe("depth");
    expect(problemOf(() => parseJsonText("[".repeat(20_000)))).toBe("depth");
    expect(parseJsonText(JSON.stringify({ text: "[".repeat(5000) }))).toEqual({ text: "[".repeat(5000) });
  });

  it("refuses NUL and lone surrogates only when asked", () => {
    expect(problemOf(() => parseJsonText('{"a":"x\\u0000"}', strict))).toBe("nul");
    expect(parseJsonText('{"a":"x\\u0000"}')).toEqual({ a: "x\u0000" });
    for (const lone of ['"\\ud800"', '"\\ud800x"', '"\\udc00"', '"\\ud800\\u0041"']) {
      expect(problemOf(() => parseJsonText(lone, strict))).toBe("lone-surrogate");
    }
  });

  it("accepts surrogate pairs and escaped backslashes followed by u", () => {
    expect(parseJsonText('"\\ud83d\\ude00"', strict)).toBe("😀");
    expect(parseJsonText('"\\\\u0000 and \\\\ud800"', strict)).toBe("\\u0000 and \\ud800");
  });

  it("reports syntax errors and invalid UTF-8 as such", () => {
    expect(problemOf(() => parseJsonText('{"a":'))).toBe("syntax");
    expect(problemOf(() => parseJsonBuffer(Buffer.from([0x22, 0xff, 0x22])))).toBe("encoding");
  });
});
