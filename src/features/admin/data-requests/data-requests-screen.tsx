import { Download, Search, Trash2 } from "~/components/ui/icons";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Input } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";
import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";
import { downloadFile, fileDate } from "../download";
import { ScreenHeader } from "../ui/screen-header";
import { useErasePersonalData, useExportPersonalData } from "./data-requests-api";
import {
  confirmsEmail,
  describeErasureError,
  erasureSummary,
  foundSummary,
  personalDataFileName,
} from "./data-requests-format";
import { PersonalDataView } from "./personal-data-view";
import type { PersonalData } from "./personal-data-types";

const EMAIL_MAX_LENGTH = 254;

function EraseButton({ found, onErased }: { found: PersonalData; onErased: (summary: string) => void }) {
  const erase = useErasePersonalData();
  const [typed, setTyped] = useState("");
  const avatars = found.account?.avatars.length ?? 0;

  async function eraseEverything() {
    try {
      onErased(erasureSummary(await erase.mutateAsync(found)));
    } catch (error) {
      toast({
        title: `Could not erase ${found.email}`,
        description: describeErasureError(error),
        variant: "destructive",
      });
      return false;
    }
  }

  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive">
          <Trash2 aria-hidden="true" className="size-4" />
          Erase everything
        </Button>
      }
      title={`Erase everything held about ${found.email}?`}
      description={`This deletes ${foundSummary(found)}${avatars > 0 ? `, with ${avatars} avatar ${avatars === 1 ? "file" : "files"}` : ""}, for good. The audit log keeps only that an erasure happened.`}
      confirmLabel="Erase everything"
      busyLabel="Erasing..."
      confirmDisabled={!confirmsEmail(typed, found.email)}
      onConfirm={eraseEverything}
      onClosed={() => setTyped("")}
    >
      <FormField label="Type the email address to confirm">
        {(field) => (
          <Input
            {...field}
            type="email"
            autoComplete="off"
            value={typed}
            maxLength={EMAIL_MAX_LENGTH}
            onChange={(event) => setTyped(event.target.value)}
          />
        )}
      </FormField>
    </ConfirmDialog>
  );
}

/** "What do you hold about me?" and "erase it", for one email address. */
export function DataRequestsScreen() {
  const [email, setEmail] = useState("");
  const lookup = useExportPersonalData();
  const [erased, setErased] = useState<string>();
  const found = lookup.data;
  // The confirmation closes with the results it was opened from: focus goes to what happened.
  const erasedNotice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (erased) erasedNotice.current?.focus();
  }, [erased]);

  function find(event: { preventDefault(): void }) {
    event.preventDefault();
    setErased(undefined);
    lookup.mutate(email.trim());
  }

  return (
    <section aria-labelledby="data-requests-heading" className="space-y-6">
      <ScreenHeader
        id="data-requests-heading"
        title="Data requests"
        intro="Find everything held about an email address: leads, their emails, security reports and the account. Download it for the person, or erase it everywhere. Each lookup and erasure is recorded in the audit log."
      />
      <form
        method="post"
        aria-label="Find personal data"
        onSubmit={find}
        className="grid grid-cols-1 gap-4 rounded-xl border border-border bg-surface p-4 hc-border sm:grid-cols-[minmax(0,28rem)_auto] sm:items-end"
      >
        <FormField label="Email address" required>
          {(field) => (
            <Input
              {...field}
              type="email"
              required
              autoComplete="off"
              value={email}
              maxLength={EMAIL_MAX_LENGTH}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" disabled={lookup.isPending}>
          <Search aria-hidden="true" className="size-4" />
          {lookup.isPending ? "Looking up..." : "Look up"}
        </Button>
      </form>
      <div aria-live="polite">
        {lookup.isError && (
          <p
            role="alert"
            className="rounded-xl border border-destructive/30 bg-destructive/5 p-4 text-sm text-foreground hc-border"
          >
            Could not look up this address. {describeError(lookup.error)}
          </p>
        )}
        {erased && (
          <p
            ref={erasedNotice}
            tabIndex={-1}
            className="rounded-xl border border-success/30 bg-success/5 p-4 text-sm text-foreground hc-border focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
          >
            Erased. {erased}
          </p>
        )}
      </div>
      {found && (
        <section aria-labelledby="personal-data-heading" className="space-y-4">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h3 id="personal-data-heading" className="text-xl font-semibold text-foreground wrap-anywhere">
                Held about {found.email}
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">{foundSummary(found)}.</p>
            </div>
            <div className="flex flex-wrap gap-3">
              <Button
                variant="outline"
                onClick={() =>
                  downloadFile(
                    JSON.stringify(found, null, 2),
                    personalDataFileName(found.email, fileDate()),
                    "application/json",
                  )
                }
              >
                <Download aria-hidden="true" className="size-4" />
                Download JSON
              </Button>
              <EraseButton
                found={found}
                onErased={(summary) => {
                  lookup.reset();
                  setErased(summary);
                  // The summary stays on the page; the toast only says it is done.
                  toast({ title: "Personal data erased", description: found.email });
                }}
              />
            </div>
          </div>
          <PersonalDataView found={found} />
        </section>
      )}
    </section>
  );
}
