import { Link } from "react-router";
import type { FirstTouch } from "@rules/lead-context.ts";
import { Detail } from "../ui/detail";
import { leadDateTime } from "../dates";
import { leadsFilterPath } from "./lead-filters";
import type { Lead } from "./lead-types";

/** A source or campaign, linked to the inbox filtered on it; the link's name says so after the value. */
function AttributionFilterLink({ filter, value }: { filter: "source" | "campaign"; value: string }) {
  return (
    <Link to={leadsFilterPath(filter, value)} className="font-medium text-primary underline underline-offset-4">
      {value}
      <span className="sr-only"> (all leads from this {filter})</span>
    </Link>
  );
}

/** "newsletter / email / winter-soc" (campaignSummary's phrase), its source and campaign linked. */
function CampaignDetail({ utm }: { utm: FirstTouch["utm"] }) {
  const { utm_source, utm_medium, utm_campaign } = utm;
  const parts = [
    utm_source && <AttributionFilterLink key="source" filter="source" value={utm_source} />,
    utm_medium,
    utm_campaign && <AttributionFilterLink key="campaign" filter="campaign" value={utm_campaign} />,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <Detail term="Campaign">{parts.flatMap((part, index) => (index === 0 ? [part] : [" / ", part]))}</Detail>;
}

/**
 * Where the lead's visit came from and what its sender was shown, as rows of the lead's details;
 * nothing for a lead stored before they were kept.
 */
export function LeadContextDetails({ lead }: { lead: Lead }) {
  const first = lead.attribution?.firstTouch ?? null;
  return (
    <>
      {first && <CampaignDetail utm={first.utm} />}
      {first && (
        <Detail term="First page">
          <span className="wrap-anywhere">{first.landingPage}</span>
          {first.referrer && <span className="block text-muted-foreground wrap-anywhere">from {first.referrer}</span>}
        </Detail>
      )}
      {lead.attribution?.lastTouch && <Detail term="Sent from">{lead.attribution.lastTouch}</Detail>}
      {lead.privacy_notice_version && (
        <Detail term="Consent">
          Privacy notice of {lead.privacy_notice_version}
          {lead.privacy_notice_accepted_at ? `, sent ${leadDateTime(lead.privacy_notice_accepted_at)}` : ""}.{" "}
          {lead.security_updates ? "Wants security updates." : "No security updates."}
        </Detail>
      )}
    </>
  );
}
