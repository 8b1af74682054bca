import { useId, type RefObject } from "react";
import { Modal } from "~/components/ui/modal";
import { Spinner } from "~/components/ui/spinner";
import { company } from "~/content/company";
import { isProfileUrl } from "@rules/job-applications.ts";
import { describeError } from "../admin-errors";
import { leadDateTime } from "../dates";
import { Detail } from "../ui/detail";
import { MissingDetail } from "../ui/missing-detail";
import { NotesSection } from "../ui/notes-section";
import { PhoneNumber } from "../ui/phone-number";
import { ReplyByEmail } from "../ui/reply-by-email";
import { useLiveChanges } from "../use-live-changes";
import { ApplicationEmails } from "./application-emails";
import { ApplicationRetention } from "./application-retention";
import { ApplicationStatusSelect } from "./application-status-select";
import { isDecision, type JobApplication, type JobApplicationRow } from "./application-types";
import { applicationKeys, useAddApplicationNote, useApplication, useApplicationNotes } from "./applications-api";
import { OpenCvButton } from "./open-cv-button";

/** A colleague's note shows up while the application is open. */
const LIVE_NOTES = ["job_application_notes"];

interface ApplicationDetailDialogProps {
  id: string;
  /** The row from the list, shown at once while the whole application loads. */
  fromList?: JobApplicationRow;
  onClose: () => void;
  /** The control that opened it (the row's name), focused again on close. */
  returnFocusTo?: RefObject<HTMLElement>;
}

/** The candidate's profile link, opened apart from the admin area; anything but a web address stays text. */
function ProfileLink({ url }: { url: string }) {
  if (!isProfileUrl(url)) return url;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="text-primary underline underline-offset-4">
      {url}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function ApplicationNotes({ application }: { application: Pick<JobApplicationRow, "id" | "full_name" | "email"> }) {
  const notes = useApplicationNotes(application.id);
  const add = useAddApplicationNote();
  return (
    <NotesSection
      notes={notes}
      add={(body) => add.mutateAsync({ id: application.id, body })}
      adding={add.isPending}
      subject={`${application.full_name} (${application.email})`}
    />
  );
}

/** One application: the candidate, their cover note and CV, its status, HR's notes and its emails. */
export function ApplicationDetailDialog({ id, fromList, onClose, returnFocusTo }: ApplicationDetailDialogProps) {
  const query = useApplication(id);
  const application: (JobApplicationRow & Partial<JobApplication>) | undefined = query.data ?? fromList;
  const full = query.data;
  const addressId = useId();
  useLiveChanges(LIVE_NOTES, applicationKeys.all);

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      returnFocusTo={returnFocusTo}
      title={application ? application.full_name : "Job application"}
      description={application && `${application.job_title}, applied ${leadDateTime(application.created_at)}`}
    >
      {!application && <MissingDetail query={query} what="application" />}
      {application && (
        <>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <ApplicationStatusSelect application={application} visibleLabel />
            <ReplyByEmail
              email={application.email}
              subject={`Your application for ${application.job_title} at ${company.name}`}
              addressId={addressId}
            />
          </div>
          <dl className="mt-4">
            <Detail term="Position">{application.job_title}</Detail>
            <Detail term="Email">
              <span id={addressId}>{application.email}</span>
            </Detail>
            {full && (
              <>
                {full.phone && (
                  <Detail term="Phone">
                    <PhoneNumber phone={full.phone} />
                  </Detail>
                )}
                {full.profile_url && (
                  <Detail term="Profile">
                    <ProfileLink url={full.profile_url} />
                  </Detail>
                )}
                <Detail term="Cover note">
                  {full.cover_note ? (
                    <span className="whitespace-pre-wrap">{full.cover_note}</span>
                  ) : (
                    <span className="text-muted-foreground">None</span>
                  )}
                </Detail>
                <Detail term="CV">
                  <OpenCvButton application={full} />
                </Detail>
              </>
            )}
            <Detail term={isDecision(application.status) ? "Decided" : "In this step since"}>
              {leadDateTime(application.status_changed_at)}
            </Detail>
          </dl>
          {query.isPending && <Spinner label="Loading the whole application" className="py-6" />}
          {query.isError && (
            <p className="mt-3 text-sm text-destructive">
              Could not load the whole application. {describeError(query.error)}
            </p>
          )}
          <ApplicationNotes application={application} />
          <ApplicationEmails application={application} />
          <ApplicationRetention statusChangedAt={application.status_changed_at} />
        </>
      )}
    </Modal>
  );
}
