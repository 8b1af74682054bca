// Copy for /solutions and the four solution pages, keyed by SolutionSlug. Names and slugs live in index.ts.
import type { ContactService, SolutionPageContent, OverviewPageContent } from "../marketing/types";
import { solutionIndex, type SolutionSlug } from "./index";

export const solutionsOverview: OverviewPageContent = {
  eyebrow: "Solutions",
  title: "Solutions for every stage of your security program",
  intro:
    "Whether you need experienced eyes on tonight's alerts or a security program built from the ground up, every solution is delivered by the same 24/7 operations team.",
  atAGlance: [
    { value: "4", label: "Solutions, from tonight's alerts to a full security program" },
    { value: "1", label: "Portal for every alert, investigation and action we take" },
    { value: "100%", label: "Of containment actions covered by playbooks you approve in advance" },
  ],
  list: {
    eyebrow: "Our solutions",
    title: "Four ways we take on security operations for you",
    intro: "Start where your risk is greatest. Each solution stands on its own and grows into the others.",
  },
  shared: {
    eyebrow: "Included every time",
    title: "One team behind every solution",
    items: [
      {
        icon: "headset",
        title: "The same 24/7 operations team",
        text: "Analysts in three follow-the-sun operations centers watch every client, so coverage never depends on who is on holiday.",
      },
      {
        icon: "eye",
        title: "One portal, full visibility",
        text: "Alerts, investigations, open risks and every action we take in your environment, in one place your team can always see.",
      },
      {
        icon: "file-check",
        title: "Playbooks agreed in advance",
        text: "You decide what we may contain on our own and what needs your approval, before there is ever an incident to argue about.",
      },
    ],
  },
  closing: {
    title: "Not sure where to start?",
    text: "Tell us about your environment and the risks that keep you up at night. A security architect will recommend a starting point within 24 hours.",
    actionLabel: "Talk to a security architect",
  },
};

const solutionContent: Record<SolutionSlug, SolutionPageContent> = {
  "next-generation-siem-soc": {
    icon: "radar",
    headline: "A security operations center that watches, investigates and responds around the clock",
    intro:
      "We run a modern SIEM and a 24/7 team of analysts on your telemetry. Every alert is triaged by a person, every confirmed threat is contained under playbooks you approved in advance, and you see all of it as it happens.",
    atAGlance: [
      { value: "24/7", label: "Analyst coverage from three operations centers" },
      { value: "ATT&CK", label: "Every detection mapped to a MITRE technique" },
      { value: "365 days", label: "Of searchable log retention as standard" },
    ],
    whatItDoes: {
      eyebrow: "What it does",
      title: "Detection and response, run as one service",
      intro:
        "We collect the logs that matter, correlate them against detections built for your environment, and put an experienced analyst on every alert that survives.",
      capabilities: [
        {
          icon: "layers",
          title: "Unified log collection",
          text: "Endpoint, identity, network, SaaS and cloud audit logs land in one SIEM, normalized and retained to your compliance needs.",
        },
        {
          icon: "target",
          title: "Detections mapped to MITRE ATT&CK",
          text: "A managed rule library, versioned and tested like software, with coverage gaps reported against the ATT&CK matrix.",
        },
        {
          icon: "users",
          title: "Human triage on every alert",
          text: "Analysts confirm or dismiss each alert with evidence, so your team only hears about what is real.",
        },
        {
          icon: "siren",
          title: "Containment in minutes",
          text: "We isolate hosts, disable accounts and block indicators through your EDR and identity provider under agreed playbooks.",
        },
      ],
    },
    howItWorks: {
      eyebrow: "How it works",
      title: "From first log to full coverage in 30 days",
      intro: "Every onboarding follows the same four stages, and you can track each one in the shared portal.",
      steps: [
        {
          title: "Connect your sources",
          text: "We deploy collectors and API connectors for your priority sources, starting with identity, endpoints and internet-facing systems.",
        },
        {
          title: "Baseline and tune",
          text: "For two weeks we learn what normal looks like, suppress noise and agree escalation paths with your team.",
        },
        {
          title: "Go live around the clock",
          text: "Analysts take over monitoring 24/7. Critical incidents reach your on-call contact by phone, not just by ticket.",
        },
        {
          title: "Improve every month",
          text: "Monthly reviews cover incidents, detection changes, coverage gaps and the next sources to onboard.",
        },
      ],
    },
    outcomes: {
      eyebrow: "Outcomes",
      title: "What changes for your team",
      intro: "Clients measure us on results, so we report on them every month.",
      items: [
        {
          value: "15 min",
          label: "Average response time",
          text: "Critical alerts are investigated and escalated within minutes, at 3 a.m. as quickly as at noon.",
        },
        {
          value: "100%",
          label: "Of alerts reviewed by a person",
          text: "No alert is closed by a rule alone. Each one has an analyst's verdict and the evidence behind it.",
        },
        {
          value: "30 days",
          label: "To full coverage",
          text: "A fixed onboarding plan takes you from the first connector to round-the-clock monitoring in a month.",
        },
      ],
    },
    bestFor: "Teams that need 24/7 detection and response but cannot staff a night shift.",
    closing: {
      title: "Put analysts on your alerts this month",
      text: "Tell us which systems matter most. We will show you the detections we would run on them and how quickly you could be live.",
    },
  },
  secops: {
    icon: "workflow",
    headline: "Your security operations team, without the two-year hiring plan",
    intro:
      "A named team of our engineers and analysts runs your day-to-day security operations inside the tools you already own. You keep ownership and visibility; we bring the people, the process and the hours.",
    atAGlance: [
      { value: "1", label: "Named lead engineer who knows your environment" },
      { value: "2 weeks", label: "From kickoff to a team working your queue" },
      { value: "0", label: "New tools you must buy to get started" },
    ],
    whatItDoes: {
      eyebrow: "What it does",
      title: "Security operations, run on your stack",
      intro:
        "We operate the controls you have already paid for and make them work together, so nothing sits half-configured.",
      capabilities: [
        {
          icon: "workflow",
          title: "Tool operation and tuning",
          text: "We administer your EDR, SIEM, email security and firewalls: policies, updates, exclusions and health checks.",
        },
        {
          icon: "bug",
          title: "Vulnerability management",
          text: "Continuous scanning, risk-based prioritization and tracked remediation with your IT owners, not a 400-page PDF.",
        },
        {
          icon: "key",
          title: "Identity and access hygiene",
          text: "Quarterly access reviews, privileged account monitoring and clean-up of stale accounts and risky sign-in policies.",
        },
        {
          icon: "clipboard",
          title: "Reporting and compliance evidence",
          text: "Monthly metrics for leadership and evidence packs mapped to SOC 2, ISO 27001 and PCI DSS controls.",
        },
      ],
    },
    howItWorks: {
      eyebrow: "How it works",
      title: "A team that learns your business first",
      intro: "Every engagement starts with how you operate today, then settles into a predictable rhythm.",
      steps: [
        {
          title: "Discovery",
          text: "Two weeks of interviews, tool reviews and access set-up. We document your environment, owners and priorities.",
        },
        {
          title: "Runbooks agreed",
          text: "We write the runbooks together: who approves what, how we escalate, and what we may do without asking.",
        },
        {
          title: "Daily operations",
          text: "Your named team works the queue, tunes controls and handles requests through your own ticketing system.",
        },
        {
          title: "Quarterly roadmap",
          text: "Each quarter we review risk, spend and coverage with you and agree the next improvements.",
        },
      ],
    },
    outcomes: {
      eyebrow: "Outcomes",
      title: "What you get back",
      intro: "The measure of a SecOps partner is what your own team can stop worrying about.",
      items: [
        {
          value: "24/7",
          label: "Operational coverage",
          text: "Nights, weekends and holidays are covered without hiring, training and retaining a shift team.",
        },
        {
          value: "100%",
          label: "Of critical vulnerabilities tracked",
          text: "Each one has an owner, a due date and a status your auditors and your board can see.",
        },
        {
          value: "Monthly",
          label: "Leadership report",
          text: "Plain-language metrics on risk, incidents and progress, ready to share with executives.",
        },
      ],
    },
    bestFor: "Lean security teams with good tools and too few hands to run them.",
    closing: {
      title: "Meet the team that would run your operations",
      text: "We will review your current tools and backlog and propose a team, a scope and a 90-day plan.",
    },
  },
  "cloud-security": {
    icon: "cloud",
    headline: "Secure every cloud account you run, and prove it",
    intro:
      "We continuously assess your AWS, Azure and Google Cloud estates, watch workloads and identities at runtime, and fix misconfigurations with your engineers before attackers find them.",
    atAGlance: [
      { value: "3", label: "Major clouds in one view: AWS, Azure and Google Cloud" },
      { value: "CIS", label: "Benchmarks checked continuously in every account" },
      { value: "15 min", label: "Average response time on critical alerts" },
    ],
    whatItDoes: {
      eyebrow: "What it does",
      title: "Posture, workload and identity protection in one service",
      intro:
        "Cloud incidents usually start with a setting nobody meant to change or a key nobody knew existed. We look for both, all the time.",
      capabilities: [
        {
          icon: "cloud",
          title: "Cloud posture management",
          text: "Continuous checks against CIS Benchmarks and your own policies, with an alert whenever a change opens new exposure.",
        },
        {
          icon: "container",
          title: "Workload protection",
          text: "Runtime visibility for virtual machines, containers and serverless functions, with threats investigated by our SOC.",
        },
        {
          icon: "key",
          title: "Identity and entitlements",
          text: "We find over-privileged roles, unused keys and risky trust relationships across accounts, and shrink them safely.",
        },
        {
          icon: "code",
          title: "Infrastructure-as-code scanning",
          text: "Misconfigurations in Terraform and deployment templates are caught in pull requests, before they reach production.",
        },
      ],
    },
    howItWorks: {
      eyebrow: "How it works",
      title: "See everything before we change anything",
      intro: "Access starts read-only, and every fix goes through your own engineers.",
      steps: [
        {
          title: "Connect with read-only access",
          text: "We onboard accounts and subscriptions through read-only roles you can review line by line.",
        },
        {
          title: "Assess and prioritize",
          text: "You get a ranked list of exposures based on what is reachable from the internet and what data it touches.",
        },
        {
          title: "Remediate with your engineers",
          text: "We open tickets or pull requests with the exact change, so teams can fix issues quickly and without guesswork.",
        },
        {
          title: "Monitor and respond",
          text: "Control-plane logs and runtime signals feed our 24/7 SOC, which investigates and contains cloud threats.",
        },
      ],
    },
    outcomes: {
      eyebrow: "Outcomes",
      title: "A smaller attack surface you can prove",
      intro: "Cloud risk becomes a number that goes down, with the evidence to show it.",
      items: [
        {
          value: "1 week",
          label: "To a prioritized risk report",
          text: "The exposures that matter most, ranked and explained, within days of connecting your first account.",
        },
        {
          value: "24/7",
          label: "Cloud threat monitoring",
          text: "Suspicious API calls, leaked credentials and crypto-mining are investigated by a person, day or night.",
        },
        {
          value: "100%",
          label: "Of accounts under assessment",
          text: "New accounts and subscriptions are discovered and onboarded automatically, so shadow cloud does not stay hidden.",
        },
      ],
    },
    bestFor: "Organizations running production workloads on AWS, Azure or Google Cloud.",
    closing: {
      title: "Find out what your cloud is exposing",
      text: "Connect one account with read-only access and we will walk you through the exposures we find, with the fixes.",
    },
  },
  "cybersecurity-solutions": {
    icon: "shield",
    headline: "A complete security program, designed, built and run with you",
    intro:
      "For organizations that need more than monitoring, we combine assessment, architecture, managed operations and incident response into one program, with one accountable partner and one roadmap.",
    atAGlance: [
      { value: "1", label: "Accountable partner from assessment to response" },
      { value: "4", label: "Phases, from assessment to continuous monitoring" },
      { value: "24/7", label: "Incident response retainer included" },
    ],
    whatItDoes: {
      eyebrow: "What it does",
      title: "Everything a mature security program needs",
      intro:
        "We cover the full cycle: understand the risk, design the controls, run them every day and be ready for the day something gets through.",
      capabilities: [
        {
          icon: "search",
          title: "Risk assessment",
          text: "A NIST CSF maturity assessment, an external attack surface review and interviews with the people who run your systems.",
        },
        {
          icon: "layers",
          title: "Security architecture",
          text: "Zero Trust roadmaps, network segmentation and identity designs that fit your budget and your change windows.",
        },
        {
          icon: "shield",
          title: "Managed detection and response",
          text: "Our 24/7 SOC monitors your environment and contains threats under playbooks agreed with your team.",
        },
        {
          icon: "siren",
          title: "Incident response retainer",
          text: "Guaranteed responder availability, a tabletop exercise every year and a tested plan for the worst day.",
        },
      ],
    },
    howItWorks: {
      eyebrow: "How it works",
      title: "Four phases, one roadmap",
      intro: "The program follows the same path for every client, paced to your organization.",
      steps: [
        {
          title: "Assessment & Analysis",
          text: "We measure your current controls against NIST CSF and map the assets and attack paths that matter most.",
        },
        {
          title: "Customized Security Plan",
          text: "A prioritized roadmap with costs, owners and milestones, agreed with your leadership before work begins.",
        },
        {
          title: "Implementation & Integration",
          text: "Our engineers deploy and configure controls alongside your teams, integrating with the systems you already run.",
        },
        {
          title: "Continuous Monitoring",
          text: "The SOC takes over 24/7 monitoring, and quarterly reviews keep the roadmap current as threats change.",
        },
      ],
    },
    outcomes: {
      eyebrow: "Outcomes",
      title: "Security you can explain to the board",
      intro: "A program with clear priorities, measurable progress and people ready when it counts.",
      items: [
        {
          value: "90 days",
          label: "To a prioritized, costed roadmap",
          text: "Assessment, plan and leadership sign-off within a quarter, so budget conversations start from evidence.",
        },
        {
          value: "15 min",
          label: "Average response time",
          text: "When something does happen, responders who already know your environment are on it within minutes.",
        },
        {
          value: "Quarterly",
          label: "Maturity reviews",
          text: "Progress against NIST CSF is measured and reported every quarter, so improvement is visible.",
        },
      ],
    },
    bestFor: "Organizations building or rebuilding a security program from the ground up.",
    closing: {
      title: "Start with an honest assessment",
      text: "We will tell you where you stand, what to fix first and what it will cost, whether or not you work with us afterwards.",
    },
  },
};

/** The contact-form service each solution page's calls to action carry (see ContactService). */
const solutionContactServices: Readonly<Record<SolutionSlug, ContactService>> = {
  "next-generation-siem-soc": "next generation siem/soc",
  // Security operations run for the client: the work of a SOC.
  secops: "next generation siem/soc",
  "cloud-security": "cloud security",
  // A whole program from assessment to response: no single service.
  "cybersecurity-solutions": null,
};

export type SolutionPage = (typeof solutionIndex)[number] & SolutionPageContent & { contactService: ContactService };

/** Every solution with its page copy, in navigation order. */
export const solutionPages: readonly SolutionPage[] = solutionIndex.map((entry) => ({
  ...entry,
  ...solutionContent[entry.slug],
  contactService: solutionContactServices[entry.slug],
}));

export const findSolutionPage = (slug: string) => solutionPages.find((page) => page.slug === slug);
