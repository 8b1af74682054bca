import { ScrollText, X } from "~/components/ui/icons";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, NativeSelect } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";
import { pageFromParams, withFilter } from "../list-params";
import { ListPagination } from "../ui/list-pagination";
import { ListState } from "../ui/list-state";
import { ScreenHeader } from "../ui/screen-header";
import { useAuditPage } from "./audit-api";
import { actionLabel, auditFiltersFromParams } from "./audit-format";
import { AuditTable } from "./audit-table";
import { ACTOR_SEARCH_MAX_LENGTH, AUDIT_ACTIONS, AUDIT_PAGE_SIZE } from "./audit-types";

const ENTRY_NOUN = { one: "entry", many: "entries" };

/** The audit trail, newest first; read-only (the table is append-only for everyone). */
export function AuditLogScreen() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => auditFiltersFromParams(params), [params]);
  const page = pageFromParams(params);
  const entries = useAuditPage(filters, page);
  const [actor, setActor] = useState(filters.actor ?? "");
  const filtered = Boolean(filters.action || filters.actor);

  return (
    <section aria-labelledby="audit-heading" className="space-y-6">
      <ScreenHeader
        id="audit-heading"
        title="Audit log"
        intro="What staff and scheduled jobs did, newest first. Entries are permanent: nobody can change or remove them."
      />
      <form
        method="post"
        role="search"
        aria-label="Filter the audit log"
        onSubmit={(event) => {
          event.preventDefault();
          setParams(withFilter(params, "actor", actor.trim()));
        }}
        className="grid grid-cols-1 gap-x-4 gap-y-4 rounded-xl border border-border bg-surface p-4 hc-border sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
      >
        <FormField label="Action">
          {(field) => (
            <NativeSelect
              {...field}
              value={filters.action ?? ""}
              onChange={(event) => setParams(withFilter(params, "action", event.target.value))}
            >
              <option value="">All actions</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {actionLabel(action)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Actor email" hint="all or part of it" hintBesideLabel>
          {(field) => (
            <Input
              {...field}
              type="search"
              value={actor}
              maxLength={ACTOR_SEARCH_MAX_LENGTH}
              onChange={(event) => setActor(event.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" variant="outline">
          Filter
        </Button>
        {filtered && (
          <div className="sm:col-span-3">
            <Button
              type="button"
              variant="ghost"
              className="-ml-3"
              onClick={() => {
                setActor("");
                setParams(new URLSearchParams());
              }}
            >
              <X aria-hidden="true" className="size-4" />
              Clear filters
            </Button>
          </div>
        )}
      </form>
      <ListState
        query={entries}
        what="the audit log"
        isEmpty={(data) => data.entries.length === 0}
        empty={{
          icon: ScrollText,
          title: filtered ? "No entries match these filters" : "No entries yet",
          text: filtered ? "Choose another action or actor, or clear the filters." : "Staff actions will appear here.",
        }}
      >
        {(data) => <AuditTable entries={data.entries} />}
      </ListState>
      {entries.data && (
        <ListPagination
          label="Audit log pages"
          page={page}
          pageSize={AUDIT_PAGE_SIZE}
          total={entries.data.total}
          noun={ENTRY_NOUN}
        />
      )}
    </section>
  );
}
