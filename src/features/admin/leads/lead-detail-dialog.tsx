import { Link } from "react-router";
import { useId, type RefObject } from "react";
import { Modal } from "~/components/ui/modal";
import { company } from "~/content/company";
import { SERVICE_OPTIONS } from "@rules/lead-validation.ts";
import { Detail } from "../ui/detail";
import { MissingDetail } from "../ui/missing-detail";
import { PhoneNumber } from "../ui/phone-number";
import { ReplyByEmail } from "../ui/reply-by-email";
import { LeadKindBadge } from "./lead-badges";
import { LeadContextDetails } from "./lead-context-details";
import { DemoBookingDetail } from "./demo-booking-detail";
import { repeatContactKey, repeatContactLabel } from "./repeat-contact";
import { leadsSearchPath } from "./lead-filters";
import { LeadDelivery } from "./lead-delivery";
import { leadDateTime } from "../dates";
import { LeadStatusSelect } from "./lead-status-select";
import { LEAD_KIND_LABELS, type Lead, type LeadKind } from "./lead-types";
import { leadKeys, useLead } from "./leads-api";
import { LeadHistory, LeadNotes, LeadOwnerSelect } from "./lead-workflow";
import { useLiveChanges } from "../use-live-changes";

/** Another staff member's note shows up while the lead is open. */
const LIVE_NOTES = ["lead_notes"];

interface LeadDetailDialogProps {
  kind: LeadKind;
  id: string;
  /** The row from the list, shown at once while the lead itself loads. */
  fromList?: Lead;
  onClose: () => void;
  /** The control that opened it (the row's name), focused again on close. */
  returnFocusTo?: RefObject<HTMLElement>;
}

/** The reply's subject; the address is the visitor's, encoded so it can never add a header. */
const REPLY_SUBJECTS: Record<LeadKind, string> = {
  demo: `Your ${company.name} demo request`,
  contact: `Your message to ${company.name}`,
};

/** "3rd contact from acme.com", with the inbox's search for the earlier ones. */
function RepeatContactDetail({ lead }: { lead: Lead }) {
  const label = repeatContactLabel(lead);
  if (!label) return null;
  return (
    <Detail term="Earlier contacts">
      {label}.{" "}
      <Link
        to={leadsSearchPath(repeatContactKey(lead))}
        className="font-medium text-primary underline underline-offset-4"
      >
        Show all from {repeatContactKey(lead)}
      </Link>
    </Detail>
  );
}

const serviceLabel = (value: string) => SERVICE_OPTIONS.find((option) => option.value === value)?.label ?? value;

export function LeadDetailDialog({ kind, id, fromList, onClose, returnFocusTo }: LeadDetailDialogProps) {
  const query = useLead(kind, id);
  const lead = query.data ?? fromList;
  const title = lead ? lead.full_name : LEAD_KIND_LABELS[kind];
  const addressId = useId();
  useLiveChanges(LIVE_NOTES, leadKeys.all);

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      returnFocusTo={returnFocusTo}
      title={title}
      description={lead && `${LEAD_KIND_LABELS[kind]} received ${leadDateTime(lead.created_at)}`}
    >
      {!lead && <MissingDetail query={query} what="lead" />}
      {lead && (
        <>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div className="flex flex-wrap items-end gap-4">
              <LeadStatusSelect lead={lead} visibleLabel />
              <LeadOwnerSelect lead={lead} />
            </div>
            <ReplyByEmail email={lead.email} subject={REPLY_SUBJECTS[lead.kind]} addressId={addressId} />
          </div>
          <dl className="mt-4">
            <Detail term="Type">
              <LeadKindBadge kind={lead.kind} />
            </Detail>
            <Detail term="Email">
              <span id={addressId}>{lead.email}</span>
            </Detail>
            {lead.company && <Detail term="Company">{lead.company}</Detail>}
            {lead.phone && (
              <Detail term="Phone">
                <PhoneNumber phone={lead.phone} />
              </Detail>
            )}
            {lead.service && <Detail term="Service">{serviceLabel(lead.service)}</Detail>}
            {lead.message && (
              <Detail term="Message">
                <span className="whitespace-pre-wrap">{lead.message}</span>
              </Detail>
            )}
            {lead.kind === "demo" && <DemoBookingDetail demoRequestId={lead.id} />}
            <RepeatContactDetail lead={lead} />
            <LeadContextDetails lead={lead} />
          </dl>
          <LeadNotes lead={lead} />
          <LeadHistory lead={lead} />
          <LeadDelivery lead={lead} />
        </>
      )}
    </Modal>
  );
}
