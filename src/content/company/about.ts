import type { PageEntry } from "../site/page-entry";

/** /about as <head> and the sitemap see it. */
export const aboutEntry: PageEntry = {
  path: "/about",
  title: "About Us",
  exactTitle: true,
  description:
    "Meet SentinelForge: a security operations company of analysts, engineers and incident responders protecting enterprises around the clock.",
};

export const about = {
  eyebrow: "About Us",
  title: "We run security operations so you can run your business",
  intro:
    "SentinelForge was founded by incident responders who were tired of watching good teams drown in alerts. Today we operate detection and response for enterprises in finance, healthcare, manufacturing and the public sector.",
  story: [
    "Most breaches are not missed because nobody had the data. They are missed because the right signal sat in a queue nobody had time to read. We built SentinelForge to close that gap: a security operations center staffed around the clock, backed by engineering that makes every analyst hour count.",
    "We work inside your environment and with the tools you already own. We tune detections to your business, hunt for what automated rules cannot see, and respond in minutes with playbooks agreed in advance, so there is never a debate at 3 a.m. about who may isolate a host.",
    "Our clients measure us on outcomes: time to detect, time to contain, and the incidents that never became headlines. So do we.",
  ],
  values: [
    {
      title: "Vigilance",
      text: "Our analysts watch every hour of every day, and our processes assume that attackers do too.",
    },
    {
      title: "Transparency",
      text: "You see what we see: shared dashboards, plain-language reports and every action we take on your behalf.",
    },
    {
      title: "Craft",
      text: "We treat detection engineering as software: versioned, tested, reviewed and continuously improved.",
    },
    {
      title: "Partnership",
      text: "We succeed when your team gets stronger. We train, document and hand over, never lock in.",
    },
  ],
  closing: {
    title: "Want to work with us, or for us?",
    text: "Talk to our team about your security program, or see our open positions.",
  },
  facts: [
    { value: "2014", label: "Founded in Boston" },
    { value: "180+", label: "Security professionals" },
    { value: "3", label: "Follow-the-sun operations centers" },
    { value: "ISO 27001", label: "Certified operations" },
  ],
} as const;
