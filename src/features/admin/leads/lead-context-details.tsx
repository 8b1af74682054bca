import { campaignSummary } from "@rules/lead-context.ts";
import { Detail } from "../ui/detail";
import { leadDateTime } from "../dates";
import type { Lead } from "./lead-types";

/**
 * Where the lead's visit came from and what its sender was shown, as rows of the lead's details;
 * nothing for a lead stored before they were kept.
 */
export function LeadContextDetails({ lead }: { lead: Lead }) {
  const first = lead.attribution?.firstTouch ?? null;
  const campaign = campaignSummary(first);
  return (
    <>
      {campaign && <Detail term="Campaign">{campaign}</Detail>}
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
