// A stand-in for the Supabase client in the admin screens' component tests: every table answers
// what the test set for it (a write, such as an insert, may be answered apart from the table's
// reads), every query builder call is recorded, rpc and Storage's remove and createSignedUrl are mocks.
import { vi } from "vitest";

export interface TableAnswer {
  data?: unknown;
  count?: number | null;
  error?: unknown;
}

export function createFakeSupabase() {
  const answers = new Map<string, TableAnswer>();
  const writeAnswers = new Map<string, TableAnswer>();
  const calls: Array<{ table: string; method: string; args: unknown[] }> = [];
  const rpc = vi.fn<(name: string, args: Record<string, unknown>) => Promise<{ data: unknown; error: unknown }>>();
  const removeFiles = vi.fn<(bucket: string, paths: string[]) => Promise<{ data: unknown; error: unknown }>>(
    async () => ({ data: [], error: null }),
  );
  const signUrl = vi.fn<
    (
      bucket: string,
      path: string,
      expiresIn: number,
      options?: { download?: string | boolean },
    ) => Promise<{ data: { signedUrl: string } | null; error: unknown }>
  >(async (bucket, path) => ({
    data: { signedUrl: `http://storage.test/object/sign/${bucket}/${path}?token=t` },
    error: null,
  }));
  const storage = {
    from: (bucket: string) => ({
      remove: (paths: string[]) => removeFiles(bucket, paths),
      createSignedUrl: (path: string, expiresIn: number, options?: { download?: string | boolean }) =>
        signUrl(bucket, path, expiresIn, options),
    }),
  };

  /** The answer to a chain that called `methods`: its write's own answer, if set, else the table's. */
  const answerOf = (table: string, methods: readonly string[]) => {
    const write = methods.map((method) => writeAnswers.get(`${table} ${method}`)).find(Boolean);
    const { data = [], count = null, error = null } = write ?? answers.get(table) ?? {};
    return { data: error ? null : data, count, error };
  };

  function from(table: string) {
    const builder: Record<string, unknown> = {};
    const methods: string[] = [];
    const chain = new Proxy(builder, {
      get(_, method: string) {
        if (method === "then") {
          return (resolve: (value: unknown) => unknown, reject: (reason: unknown) => unknown) =>
            Promise.resolve(answerOf(table, methods)).then(resolve, reject);
        }
        if (method === "maybeSingle") {
          return async () => {
            const answer = answerOf(table, methods);
            return { ...answer, data: Array.isArray(answer.data) ? (answer.data[0] ?? null) : answer.data };
          };
        }
        return (...args: unknown[]) => {
          calls.push({ table, method, args });
          methods.push(method);
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
    signUrl,
    calls,
    answer: (table: string, answer: TableAnswer) => answers.set(table, answer),
    /** What `table` answers a chain that calls `method` ("insert", "update", "delete"). */
    answerWrite: (table: string, method: string, answer: TableAnswer) => writeAnswers.set(`${table} ${method}`, answer),
    reset() {
      answers.clear();
      writeAnswers.clear();
      calls.length = 0;
      rpc.mockReset();
      removeFiles.mockClear();
      signUrl.mockClear();
    },
  };
}
