// A stand-in for the Supabase client in the admin screens' component tests: every table answers
// what the test set for it, every query builder call is recorded, rpc and Storage's remove are mocks.
import { vi } from "vitest";

export interface TableAnswer {
  data?: unknown;
  count?: number | null;
  error?: unknown;
}

export function createFakeSupabase() {
  const answers = new Map<string, TableAnswer>();
  const calls: Array<{ table: string; method: string; args: unknown[] }> = [];
  const rpc = vi.fn<(name: string, args: Record<string, unknown>) => Promise<{ data: unknown; error: unknown }>>();
  const removeFiles = vi.fn<(bucket: string, paths: string[]) => Promise<{ data: unknown; error: unknown }>>(
    async () => ({ data: [], error: null }),
  );
  const storage = { from: (bucket: string) => ({ remove: (paths: string[]) => removeFiles(bucket, paths) }) };

  const answerOf = (table: string) => {
    const { data = [], count = null, error = null } = answers.get(table) ?? {};
    return { data: error ? null : data, count, error };
  };

  function from(table: string) {
    const builder: Record<string, unknown> = {};
    const chain = new Proxy(builder, {
      get(_, method: string) {
        if (method === "then") {
          return (resolve: (value: unknown) => unknown, reject: (reason: unknown) => unknown) =>
            Promise.resolve(answerOf(table)).then(resolve, reject);
        }
        if (method === "maybeSingle") {
          return async () => {
            const answer = answerOf(table);
            return { ...answer, data: Array.isArray(answer.data) ? (answer.data[0] ?? null) : answer.data };
          };
        }
        return (...args: unknown[]) => {
          calls.push({ table, method, args });
          return chain;
        };
      },
    });
    return chain;
  }

  return {
    client: { from, rpc, storage },
    rpc,
    removeFiles,
    calls,
    answer: (table: string, answer: TableAnswer) => answers.set(table, answer),
    reset() {
      answers.clear();
      calls.length = 0;
      rpc.mockReset();
      removeFiles.mockClear();
    },
  };
}
