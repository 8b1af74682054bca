import type { UseQueryResult } from "@tanstack/react-query";
import type { IconComponent } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { describeError } from "../admin-errors";

interface ListStateProps<T> {
  query: UseQueryResult<T>;
  /** What is loading, for the spinner and the error: "the security reports". */
  what: string;
  isEmpty: (data: T) => boolean;
  empty: { icon: IconComponent; title: string; text: string };
  children: (data: T) => ReactNode;
}

/** An admin list's four states: loading, failed (with a retry), empty, and its rows (dimmed while the next page loads). */
export function ListState<T>({ query, what, isEmpty, empty, children }: ListStateProps<T>) {
  if (query.isPending) return <Spinner label={`Loading ${what}`} />;
  if (query.isError) {
    return (
      <div role="alert" className="rounded-xl border border-destructive/30 bg-destructive/5 p-6 text-sm hc-border">
        <p className="font-semibold text-destructive">Could not load {what}.</p>
        <p className="mt-1 text-foreground">{describeError(query.error)}</p>
        <Button variant="outline" size="sm" className="mt-4" onClick={() => query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (isEmpty(query.data)) {
    const Icon = empty.icon;
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-14 text-center hc-border">
        <Icon aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="mt-3 font-semibold text-foreground">{empty.title}</p>
        <p className="mt-1 text-sm text-muted-foreground">{empty.text}</p>
      </div>
    );
  }
  return (
    <div
      className={query.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}
      aria-busy={query.isPlaceholderData}
    >
      {children(query.data)}
    </div>
  );
}
