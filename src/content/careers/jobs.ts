import type { JobCategory } from "./departments";
import { type JobId, type JobSummary, jobIndex, jobPath } from "./job-index";

export { jobPath };

export interface JobPosting extends JobSummary {
  description: string;
  requirements: string[];
  responsibilities: string[];
  benefits: string[];
}

type JobTexts = Pick<JobPosting, "description" | "requirements" | "responsibilities" | "benefits">;

/** The full texts of each job in the index, by id. */
const jobTexts: Readonly<Record<JobId, JobTexts>> = {
  "sales-manager": {
    description:
      "Lead new-business sales of our managed SIEM/SOC and SecOps services to enterprise security buyers in North America. You will own a named-account territory end to end, from first conversation with a CISO to a signed multi-year agreement, working alongside our solution architects and security analysts.",
    requirements: [
      "5+ years of B2B enterprise sales, with at least 3 years selling cybersecurity services or software",
      "A track record of closing six-figure, multi-year agreements with CISOs and IT leadership",
      "Working knowledge of SIEM, SOC, MDR and cloud security concepts, enough to lead a discovery call",
      "Experience running a structured sales process (MEDDPICC, Challenger or similar) in a CRM",
      "Excellent written and spoken English; comfortable presenting to executive audiences",
      "Willingness to travel up to 30% to meet clients and attend industry events",
    ],
    responsibilities: [
      "Build and manage a pipeline of enterprise opportunities in your territory",
      "Run discovery, scoping and commercial negotiations with security and procurement teams",
      "Partner with solution architects on proposals, proofs of value and security questionnaires",
      "Forecast accurately and keep the CRM an honest picture of your business",
      "Represent SentinelForge at conferences, roundtables and partner events",
      "Feed what you hear from buyers back to our product and service teams",
    ],
    benefits: [
      "Competitive base salary with an uncapped commission plan and accelerators",
      "President's Club trip for top performers",
      "Dedicated sales engineering support on every opportunity",
      "Hybrid schedule: three days a week in our Boston office",
    ],
  },
  "assistant-administrative": {
    description:
      "Keep our Boston headquarters and operations team running smoothly. You will coordinate schedules, vendors, purchasing and office logistics for a growing company whose security operations center never closes, and you will be the first friendly face visitors and new hires meet.",
    requirements: [
      "2+ years of experience in an administrative, office coordination or operations support role",
      "Confident with Microsoft 365 or Google Workspace: calendars, shared drives, spreadsheets",
      "Highly organised, with the habit of closing every loop you open",
      "Clear, courteous written and spoken communication",
      "Discretion with confidential information; you will pass a background check",
    ],
    responsibilities: [
      "Coordinate calendars, meetings and travel for the operations leadership team",
      "Manage office supplies, vendor relationships and purchase orders within budget",
      "Prepare onboarding logistics for new hires: desks, equipment requests and badges",
      "Greet visitors and enforce our visitor and physical-security procedures",
      "Maintain accurate records, invoices and shared documentation",
    ],
    benefits: [
      "Predictable daytime schedule, Monday to Friday",
      "Paid training and a yearly professional development budget",
      "Clear path towards office management or operations roles",
      "Free lunch on Tuesdays and Thursdays and a fully stocked kitchen",
    ],
  },
  secretary: {
    description:
      "Support our CEO and executive team with the precision and discretion their work demands. You will manage complex calendars, prepare board and client meeting materials, and handle correspondence that often touches confidential security matters.",
    requirements: [
      "3+ years as an executive secretary or executive assistant supporting C-level leaders",
      "Expert calendar management across time zones, with the judgment to set priorities",
      "Excellent writing and proofreading skills; able to draft correspondence on an executive's behalf",
      "Strong command of Microsoft 365, including Word, PowerPoint and Outlook",
      "Absolute discretion: you will handle board papers and client-confidential information",
      "Poise under pressure when plans change at short notice",
    ],
    responsibilities: [
      "Own the executive team's calendars, meeting preparation and follow-ups",
      "Prepare board packs, minutes and briefing documents",
      "Screen and route incoming calls, emails and requests",
      "Arrange domestic and international travel and client visits",
      "Coordinate quarterly business reviews and leadership offsites",
    ],
    benefits: [
      "Close collaboration with the leadership team of a fast-growing security company",
      "Annual bonus tied to company performance",
      "Paid certification in executive support (for example CAP or PACE)",
      "Commuter benefit and subsidised parking",
    ],
  },
  "cyber-security-engineer": {
    description:
      "Design, build and tune the detection and response capabilities that protect our clients. You will engineer SIEM content, automate response playbooks and lead investigations of the incidents that matter most, working in a team that treats detection as software: versioned, tested and reviewed.",
    requirements: [
      "3+ years in security engineering, detection engineering or incident response",
      "Hands-on experience with at least one SIEM (Splunk, Microsoft Sentinel, Elastic or similar)",
      "Solid understanding of Windows, Linux and network internals and common attacker techniques (MITRE ATT&CK)",
      "Scripting in Python or PowerShell to automate analysis and response",
      "Experience investigating incidents end to end and writing clear post-incident reports",
      "A relevant certification (GCIH, GCIA, OSCP or similar) is a plus",
    ],
    responsibilities: [
      "Write, test and tune detection rules mapped to MITRE ATT&CK for client environments",
      "Build SOAR playbooks that cut response times from hours to minutes",
      "Lead investigations of escalated incidents and coordinate containment with clients",
      "Onboard new log sources and keep data pipelines healthy",
      "Mentor analysts and share findings through internal write-ups and threat briefings",
      "Take part in a fair, paid on-call rotation with follow-the-sun support",
    ],
    benefits: [
      "Annual training budget plus paid time for SANS, OffSec or cloud certifications",
      "Lab environment and tooling licences for research",
      "Paid on-call allowance and time off in lieu",
      "Conference attendance, including speaking support",
    ],
  },
  "junior-secops-specialist": {
    description:
      "Start your security operations career in a 24/7 SOC where you will learn from experienced analysts from day one. You will triage alerts, investigate suspicious activity and escalate real threats, with a structured training plan that takes you from first shift to confident investigator.",
    requirements: [
      "2+ years in IT operations, a help desk, network administration or a SOC",
      "Understanding of networking fundamentals: TCP/IP, DNS, HTTP and common ports",
      "Familiarity with Windows and Linux administration and event logs",
      "Curiosity about how attacks work and the discipline to document what you find",
      "Willingness to work shifts, including some nights and weekends, in a 24/7 team",
      "Security+ or an equivalent entry-level certification is a plus",
    ],
    responsibilities: [
      "Monitor and triage alerts from SIEM, EDR and cloud security tools",
      "Investigate suspicious activity using runbooks and escalate confirmed threats",
      "Document every investigation clearly in our case management system",
      "Communicate with client contacts during incidents, calmly and accurately",
      "Suggest improvements to runbooks and detection rules based on what you see",
    ],
    benefits: [
      "Structured 12-week onboarding and mentoring programme",
      "Paid certification path (Security+, CySA+, then GIAC)",
      "Shift allowance for nights and weekends",
      "Clear progression to analyst and engineer roles",
    ],
  },
  "cloud-security-engineer": {
    description:
      "Help our clients run AWS, Azure and Google Cloud securely. You will assess cloud environments, build guardrails as code, and extend our monitoring into cloud-native workloads, so threats in containers and serverless functions are caught as quickly as those on endpoints.",
    requirements: [
      "4+ years in cloud engineering, DevOps or security, with at least 2 years focused on cloud security",
      "Deep knowledge of AWS or Azure identity, networking and logging (IAM, VPC/VNet, CloudTrail/Activity Log)",
      "Infrastructure as code with Terraform or similar, and CI/CD pipelines",
      "Experience securing Kubernetes and container workloads",
      "Familiarity with CSPM and CNAPP tools and cloud security benchmarks (CIS, NIST)",
      "A cloud security certification (AWS Security Specialty, AZ-500, CCSP) is a plus",
    ],
    responsibilities: [
      "Run cloud security assessments and present prioritised findings to client teams",
      "Design and implement preventive guardrails and policies as code",
      "Onboard cloud and Kubernetes telemetry into our detection platform",
      "Build detections and response automation for cloud-native threats",
      "Advise clients on secure architecture for new cloud projects",
    ],
    benefits: [
      "Sandbox accounts in all three major clouds for research and learning",
      "Paid cloud certifications and exam retakes",
      "Annual conference and training budget",
      "Flexible hybrid schedule",
    ],
  },
};

/** The open positions in full, in the index's order (newest first). */
export const jobs: readonly JobPosting[] = jobIndex.map((summary) => ({ ...summary, ...jobTexts[summary.id] }));

export const jobsInCategory = (category: JobCategory, list: readonly JobPosting[] = jobs) =>
  list.filter((job) => job.category === category);
