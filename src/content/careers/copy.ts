import type { DepartmentOption } from "./departments";

export interface DepartmentBenefit {
  title: string;
  text: string;
}

/** A department's copy below its hero; the hero's introduction is in department-intros.ts. */
export interface DepartmentCopy {
  /** One line for the department card on /careers. */
  summary: string;
  benefits: DepartmentBenefit[];
  whatYouWillDo: string[];
  /** Only the technical department lists its stack (spec section 2: 8 items). */
  techStack?: string[];
}

/** The careers pages' copy below their heroes; the /careers hero is in hero.ts. */
export const careersPage = {
  selectLabel: "Browse by department",
  selectPlaceholder: "Choose a department",
  departmentsTitle: "Find your team",
  departmentsIntro: "Three departments, one mission: keeping our clients a step ahead of attackers.",
  latestTitle: "Latest Openings",
  latestIntro: "Our newest positions. Every role includes the full benefits package.",
  openPositionsTitle: "Open positions",
  benefitsIntro: "On top of medical, dental and vision cover, a 401(k) match and 25 days of paid time off.",
  whatYouWillDoTitle: "What you will do",
  techStackTitle: "Our technology stack",
  emptyDepartmentText:
    "We are always glad to meet talented people. Send us your resume and we will contact you as soon as a matching role opens.",
  resumeButton: "Send us your resume",
} as const;

export const departmentCopy: Record<DepartmentOption["value"], DepartmentCopy> = {
  sales: {
    summary: "Help enterprise security leaders find the protection their business needs.",
    benefits: [
      {
        title: "Uncapped earnings",
        text: "A competitive base plus commission with accelerators, paid monthly.",
      },
      {
        title: "Expert backup",
        text: "Solution architects and SOC leads join your calls when the questions get deep.",
      },
      {
        title: "Real enablement",
        text: "Paid security training so you can speak credibly with CISOs from week one.",
      },
      {
        title: "Flexible work",
        text: "A hybrid schedule, with travel budgeted for the meetings that matter.",
      },
    ],
    whatYouWillDo: [
      "Build relationships with security and IT leaders at enterprise organisations",
      "Lead discovery conversations and shape proposals with our solution architects",
      "Negotiate multi-year managed security agreements",
      "Represent SentinelForge at industry events and executive roundtables",
    ],
  },
  administration: {
    summary: "Keep a 24/7 security company organised, connected and running smoothly.",
    benefits: [
      {
        title: "Daytime schedule",
        text: "Predictable office hours while the operations center covers the night.",
      },
      {
        title: "Growth path",
        text: "A professional development budget and a route into operations management.",
      },
      {
        title: "Great workplace",
        text: "A modern Boston office with lunches, a stocked kitchen and commuter benefits.",
      },
      {
        title: "Health and wellbeing",
        text: "Medical, dental and vision cover from your first day.",
      },
    ],
    whatYouWillDo: [
      "Coordinate calendars, meetings and travel for leaders and teams",
      "Manage vendors, purchasing and office logistics",
      "Prepare documents, board materials and correspondence",
      "Welcome visitors and new hires, and uphold our physical-security procedures",
    ],
  },
  technical: {
    summary: "Detect, investigate and stop threats in our clients' environments, day and night.",
    benefits: [
      {
        title: "Learning budget",
        text: "Paid certifications, training courses and conference tickets every year.",
      },
      {
        title: "Real-world impact",
        text: "Investigate live incidents and see your detections stop real attackers.",
      },
      {
        title: "Fair on-call",
        text: "Follow-the-sun coverage, paid on-call and time off in lieu.",
      },
      {
        title: "Research time",
        text: "Lab environments and dedicated time to explore new attack techniques.",
      },
    ],
    whatYouWillDo: [
      "Monitor, triage and investigate security alerts across client environments",
      "Engineer detections and response playbooks mapped to MITRE ATT&CK",
      "Secure cloud and on-premises infrastructure with clients' own teams",
      "Share findings through threat briefings and post-incident reports",
    ],
    techStack: [
      "Splunk Enterprise Security",
      "Microsoft Sentinel",
      "Elastic Security",
      "CrowdStrike Falcon",
      "Palo Alto Cortex XSOAR",
      "AWS, Azure and Google Cloud",
      "Kubernetes",
      "Python and Terraform",
    ],
  },
};
