import type { ReactNode } from "react";
import { fieldLabel } from "./data-requests-format";
import { PERSONAL_DATA_LISTS, type PersonalData } from "./personal-data-types";

const isPlain = (value: unknown) => value === null || typeof value !== "object";

function Scalar({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === "") return <span className="text-muted-foreground">None</span>;
  return <span className="whitespace-pre-wrap">{String(value)}</span>;
}

/** Any value of the export: plain values as text, lists and nested records folded open on demand. */
function Value({ value }: { value: unknown }): ReactNode {
  if (isPlain(value)) return <Scalar value={value} />;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="text-muted-foreground">None</span>;
    if (value.every(isPlain)) return <span>{value.map(String).join(", ")}</span>;
    return (
      <ol className="grid gap-2">
        {value.map((item, index) => (
          <li key={index} className="rounded-lg border border-border p-3 hc-border">
            <Value value={item} />
          </li>
        ))}
      </ol>
    );
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return <span className="text-muted-foreground">None</span>;
  return <Fields record={value as Record<string, unknown>} />;
}

/** A record's fields; nested lists and records behind a disclosure, so the page stays readable. */
function Fields({ record }: { record: Record<string, unknown> }) {
  return (
    <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[minmax(7rem,max-content)_minmax(0,1fr)]">
      {Object.entries(record).map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="font-medium text-muted-foreground">{fieldLabel(key)}</dt>
          <dd className="min-w-0 text-foreground wrap-anywhere">
            {isPlain(value) || (Array.isArray(value) && value.every(isPlain)) ? (
              <Value value={value} />
            ) : (
              <details>
                <summary className="cursor-pointer rounded text-primary focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring">
                  {Array.isArray(value) ? `${value.length} ${value.length === 1 ? "item" : "items"}` : "Show"}
                </summary>
                <div className="mt-2">
                  <Value value={value} />
                </div>
              </details>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-border bg-background p-4 shadow-card hc-border sm:p-5"
    >
      <h4 id={id} className="text-lg font-semibold text-foreground">
        {title}
      </h4>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Everything the export holds, one section per place: the account, then each kind of lead. */
export function PersonalDataView({ found }: { found: PersonalData }) {
  return (
    <div className="grid gap-4">
      <Section id="personal-account" title="Account">
        {found.account ? (
          <Fields record={found.account} />
        ) : (
          <p className="text-sm text-muted-foreground">No account uses this address.</p>
        )}
      </Section>
      {PERSONAL_DATA_LISTS.map((list) => {
        const items = found[list.key];
        return (
          <Section key={list.key} id={`personal-${list.key}`} title={`${list.title} (${items.length})`}>
            {items.length === 0 ? (
              <p className="text-sm text-muted-foreground">No {list.many}.</p>
            ) : (
              <ol className="grid gap-3">
                {items.map((item, index) => (
                  <li key={String(item.id ?? index)} className="rounded-lg border border-border p-4 hc-border">
                    <Fields record={item} />
                  </li>
                ))}
              </ol>
            )}
          </Section>
        );
      })}
    </div>
  );
}
