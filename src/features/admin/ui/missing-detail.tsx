import type { UseQueryResult } from "@tanstack/react-query";
import { Spinner } from "~/components/ui/spinner";
import { describeError } from "../admin-errors";

/** A detail view with nothing to show yet: loading, failed, or the row is gone. */
export function MissingDetail({ query, what }: { query: UseQueryResult; what: string }) {
  if (query.isPending) return <Spinner label={`Loading the ${what}`} />;
  if (query.isError) {
    return (
      <p className="text-sm text-destructive">
        Could not load this {what}. {describeError(query.error)}
      </p>
    );
  }
  return <p className="text-sm text-muted-foreground">This {what} no longer exists.</p>;
}
