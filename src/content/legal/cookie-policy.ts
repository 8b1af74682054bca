import { company } from "../company";
import { contactLine, type LegalDocument } from "./types";

export const cookiePolicy: LegalDocument = {
  title: "Cookie Policy",
  intro: `This policy explains how the ${company.name} website uses cookies and similar browser storage. We keep it minimal: no advertising or cross-site tracking of any kind.`,
  sections: [
    {
      heading: "What we store",
      list: [
        "Sign-in session (local storage): keeps you signed in and refreshes your session securely. Set only when you sign in; removed when you sign out.",
        "Accessibility preferences (local storage): remembers high contrast, text size and reduced motion on this device.",
        "How your visit began (session storage): the first page you opened, its campaign tags (utm_source, utm_medium, utm_campaign, utm_term, utm_content) and the address of the site that linked to it, without its query. Sent only with a demo request or contact message, so our team knows how you found us; kept in this tab until you close it, and never read on a later visit.",
      ],
    },
    {
      heading: "What we do not use",
      paragraphs: [
        "We do not use analytics, advertising or social media tracking cookies, and we load no third-party scripts, fonts or images.",
      ],
    },
    {
      heading: "Your choices",
      paragraphs: [
        "You can clear this storage at any time in your browser settings. Clearing the session signs you out; clearing preferences returns the site to your device's defaults.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [contactLine],
    },
  ],
};
