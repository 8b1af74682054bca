import { describe, expect, it } from "vitest";
import { createQueryClient, queryRetryDelay } from "./query-client";

describe("query client", () => {
  it("waits 1 s before the first retry, doubling each time, capped at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("garbage-collects unused queries after 5 minutes", () => {
    const options = createQueryClient().getDefaultOptions().queries;
    expect(options?.gcTime).toBe(5 * 60 * 1000);
    expect(options?.retryDelay).toBe(queryRetryDelay);
  });
});
