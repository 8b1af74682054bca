// Copy for /products and the six product pages, keyed by ProductSlug. Names and slugs live in index.ts.
import type { ContactService, ProductPageContent, OverviewPageContent } from "../marketing/types";
import { productIndex, type ProductSlug } from "./index";

export const productsOverview: OverviewPageContent = {
  eyebrow: "Products",
  title: "Products that protect every layer",
  intro:
    "Network, application, datacenter and cloud-native protection, each deployed by our engineers and watched around the clock by our security operations center.",
  atAGlance: [
    { value: "6", label: "Products across network, application, datacenter and cloud" },
    { value: "100%", label: "Of deployments designed and tuned by our certified engineers" },
    { value: "Monthly", label: "Report on what each product blocked and what changed" },
  ],
  list: {
    eyebrow: "Our products",
    title: "Six products, one operations team",
    intro: "Choose the layer you need to protect first. Every product reports into the same SOC and the same portal.",
  },
  shared: {
    eyebrow: "With every product",
    title: "More than a license",
    items: [
      {
        icon: "users",
        title: "Deployed by our engineers",
        text: "Design, rollout and tuning are done by certified engineers, in change windows that suit your business.",
      },
      {
        icon: "radar",
        title: "Monitored 24/7",
        text: "Every product feeds our security operations center, so alerts are investigated by a person, day and night.",
      },
      {
        icon: "gauge",
        title: "Measured every month",
        text: "Monthly reports show what each product blocked, what changed and what we recommend next.",
      },
    ],
  },
  closing: {
    title: "Which layer needs attention first?",
    text: "Tell us what you run and where you feel exposed. We will recommend the products that reduce the most risk for the budget, and reply within 24 hours.",
    actionLabel: "Ask a product specialist",
  },
};

const productContent: Record<ProductSlug, ProductPageContent> = {
  "network-security": {
    icon: "network",
    headline: "Next-generation firewalling and segmentation, managed end to end",
    intro:
      "We design, deploy and operate next-generation firewalls and internal segmentation, so a single compromised laptop can no longer reach everything on your network.",
    worksWith: ["Next-generation firewalls", "Intrusion prevention", "Microsegmentation", "Zero Trust"],
    features: {
      eyebrow: "Features",
      title: "Control every connection that matters",
      items: [
        {
          icon: "shield",
          title: "Next-generation firewall",
          text: "Application-aware policies, selective TLS inspection and threat prevention on every perimeter and cloud edge.",
        },
        {
          icon: "split",
          title: "Internal segmentation",
          text: "Users, servers, OT and guest networks are separated, so lateral movement stops at the first boundary.",
        },
        {
          icon: "radar",
          title: "Intrusion prevention",
          text: "Signatures and behavioral detection block exploits and command-and-control traffic without breaking business apps.",
        },
        {
          icon: "file-check",
          title: "Policy lifecycle management",
          text: "Every rule has an owner, a reason and a review date. Unused and shadowed rules are removed on schedule.",
        },
      ],
    },
    delivery: {
      eyebrow: "How we deliver it",
      title: "Designed once, operated every day",
      points: [
        {
          title: "Design",
          text: "We analyze real traffic and review a segmentation design with your network team before anything changes.",
        },
        {
          title: "Deploy",
          text: "Rollout starts in monitor mode, then moves to enforcement, with a tested rollback for every change window.",
        },
        {
          title: "Operate",
          text: "Our engineers handle change requests, firmware updates and health checks; our SOC watches the logs 24/7.",
        },
      ],
    },
    closing: {
      title: "See where your network is exposed",
      text: "We review your firewall policies and segmentation and show you the paths an attacker would take, with the changes that close them.",
      actionLabel: "Book a network security assessment",
    },
  },
  "sd-wan-sase": {
    icon: "globe",
    headline: "Fast, secure connectivity for every branch and every remote user",
    intro:
      "We replace backhauled MPLS and aging VPNs with SD-WAN and a cloud security edge, so people get direct, inspected access to the applications they need from wherever they work.",
    worksWith: ["SD-WAN", "Zero Trust Network Access", "Secure web gateway", "CASB"],
    features: {
      eyebrow: "Features",
      title: "One network, one security policy",
      items: [
        {
          icon: "route",
          title: "Application-aware SD-WAN",
          text: "Traffic is steered across broadband, LTE and MPLS by application and link quality, with automatic failover.",
        },
        {
          icon: "lock",
          title: "Zero Trust Network Access",
          text: "Per-application access that checks identity and device health on every connection replaces VPN concentrators.",
        },
        {
          icon: "globe",
          title: "Secure web gateway",
          text: "Internet traffic is inspected at the cloud edge: malicious sites are blocked and acceptable-use policy applies to everyone.",
        },
        {
          icon: "eye",
          title: "Cloud access security broker",
          text: "See which SaaS applications are in use, control sharing and stop sensitive files leaving approved services.",
        },
      ],
    },
    delivery: {
      eyebrow: "How we deliver it",
      title: "Branch by branch, without downtime",
      points: [
        {
          title: "Plan",
          text: "We map sites, circuits and applications, then agree a migration order that starts with low-risk locations.",
        },
        {
          title: "Migrate",
          text: "Appliances arrive preconfigured for zero-touch provisioning; cut-overs happen in agreed windows with rollback ready.",
        },
        {
          title: "Operate",
          text: "We monitor link health and security events around the clock and adjust policies as your business changes.",
        },
      ],
    },
    closing: {
      title: "Plan your move to SASE",
      text: "Share your site list and current WAN contracts. We will outline a phased rollout with costs, timelines and the security gains at each step.",
      actionLabel: "Plan an SD-WAN and SASE rollout",
    },
  },
  "waf-api-security": {
    icon: "waypoints",
    headline: "Protect web applications and APIs from the attacks that actually happen",
    intro:
      "We put a managed web application firewall and API protection in front of your public services, tuned to your applications, so you stop injection, bots and abuse without blocking customers.",
    worksWith: ["OWASP Top 10", "OWASP API Security Top 10", "PCI DSS", "OpenAPI"],
    features: {
      eyebrow: "Features",
      title: "Defense tuned to your applications",
      items: [
        {
          icon: "shield",
          title: "Managed web application firewall",
          text: "Protection against the OWASP Top 10, virtual patching for new vulnerabilities and rules tuned to your traffic.",
        },
        {
          icon: "waypoints",
          title: "API discovery and protection",
          text: "Every API endpoint is found, including undocumented ones, and requests are checked against your OpenAPI schemas.",
        },
        {
          icon: "bug",
          title: "Bot and abuse management",
          text: "Credential stuffing, scraping and fake sign-ups are stopped while search engines and real customers get through.",
        },
        {
          icon: "zap",
          title: "DDoS resilience",
          text: "Application-layer rate limiting and upstream volumetric protection keep services online during an attack.",
        },
      ],
    },
    delivery: {
      eyebrow: "How we deliver it",
      title: "Blocking only what should be blocked",
      points: [
        {
          title: "Learn",
          text: "We start in detection mode, learning your traffic and tuning rules until false positives are gone.",
        },
        {
          title: "Enforce",
          text: "Blocking is switched on application by application, with your developers in the loop at every step.",
        },
        {
          title: "Respond",
          text: "Our SOC investigates attacks as they happen and deploys virtual patches for new vulnerabilities within hours.",
        },
      ],
    },
    closing: {
      title: "Know what your applications are facing",
      text: "We will run your public applications and APIs through a two-week observation period and report the attacks we see, at no cost.",
      actionLabel: "Request a web application security review",
    },
  },
  "datacenter-solutions": {
    icon: "server",
    headline: "Hardened infrastructure for the workloads that stay on premises",
    intro:
      "Core banking, plant control, patient records: some systems stay in your datacenter for good reasons. We harden, segment and monitor the infrastructure that runs them.",
    worksWith: ["Virtualization platforms", "Storage and backup", "CIS Benchmarks", "Privileged access"],
    features: {
      eyebrow: "Features",
      title: "Resilience built into every layer",
      items: [
        {
          icon: "server",
          title: "Infrastructure hardening",
          text: "Hypervisors, servers and network devices are configured to CIS Benchmarks, with any drift detected and reported.",
        },
        {
          icon: "split",
          title: "Workload microsegmentation",
          text: "Policies follow each workload, so a compromised server cannot reach databases it has no business talking to.",
        },
        {
          icon: "database",
          title: "Immutable backup and recovery",
          text: "Backups that ransomware cannot encrypt or delete, with restores tested on a schedule rather than assumed.",
        },
        {
          icon: "activity",
          title: "Datacenter monitoring",
          text: "Hypervisor, storage and privileged-access logs stream to our 24/7 SOC for detection and response.",
        },
      ],
    },
    delivery: {
      eyebrow: "How we deliver it",
      title: "Changes planned around your uptime",
      points: [
        {
          title: "Assess",
          text: "We inventory hosts and flows and measure your configuration against CIS Benchmarks and your recovery targets.",
        },
        {
          title: "Harden",
          text: "Fixes and segmentation rules are rolled out in your maintenance windows, critical systems last and most carefully.",
        },
        {
          title: "Prove",
          text: "Quarterly recovery tests and monthly drift reports show that the datacenter stays the way we left it.",
        },
      ],
    },
    closing: {
      title: "Could you recover from ransomware tomorrow?",
      text: "We will review your datacenter's hardening, segmentation and backups and tell you honestly how long recovery would take.",
      actionLabel: "Schedule a datacenter resilience review",
    },
  },
  "cloud-native-protection": {
    icon: "container",
    headline: "Runtime security for containers and Kubernetes",
    intro:
      "We secure the path from code to cluster: images scanned before they ship, clusters hardened against misconfiguration, and running workloads watched for the behavior that signals a breach.",
    worksWith: ["Kubernetes", "Containers", "CI/CD pipelines", "CIS Kubernetes Benchmark"],
    features: {
      eyebrow: "Features",
      title: "Security that keeps pace with every deploy",
      items: [
        {
          icon: "container",
          title: "Image and registry scanning",
          text: "Vulnerabilities, secrets and malware are found in images and blocked at admission when they break policy.",
        },
        {
          icon: "boxes",
          title: "Kubernetes posture",
          text: "Clusters are checked against the CIS Kubernetes Benchmark, with RBAC, network policies and pod security reviewed.",
        },
        {
          icon: "cpu",
          title: "Runtime threat detection",
          text: "Lightweight sensors spot shells in containers, unexpected connections and privilege escalation as they happen.",
        },
        {
          icon: "git-branch",
          title: "Pipeline guardrails",
          text: "Policy checks in CI/CD give developers fast, specific feedback instead of a late security veto.",
        },
      ],
    },
    delivery: {
      eyebrow: "How we deliver it",
      title: "Built into how your engineers already work",
      points: [
        {
          title: "Connect",
          text: "Sensors deploy as a DaemonSet and scanners plug into your registry and pipelines in an afternoon.",
        },
        {
          title: "Tune",
          text: "We agree policies with your platform team and start in audit mode, so nothing blocks a release unexpectedly.",
        },
        {
          title: "Defend",
          text: "Runtime alerts go to our 24/7 SOC, which investigates and can isolate a compromised pod within minutes.",
        },
      ],
    },
    closing: {
      title: "Secure your clusters without slowing delivery",
      text: "Show us one cluster and one pipeline. We will report the risks we find and the guardrails we would add.",
      actionLabel: "Talk to a cloud-native security engineer",
    },
  },
  "ai-security-operations": {
    icon: "brain",
    headline: "Machine-speed triage, with analysts in control",
    intro:
      "Our AI-assisted platform correlates alerts into incidents, enriches them with context and drafts investigations, so analysts, ours and yours, spend their time on decisions instead of copy and paste.",
    worksWith: ["SIEM and EDR alerts", "Threat intelligence", "SOAR playbooks", "MITRE ATT&CK"],
    features: {
      eyebrow: "Features",
      title: "Automation where it helps, people where it matters",
      items: [
        {
          icon: "brain",
          title: "Alert correlation",
          text: "Related alerts across endpoint, identity and network are grouped into one incident with a single timeline.",
        },
        {
          icon: "sparkles",
          title: "Automated enrichment",
          text: "Every incident arrives with the asset owner, user context, threat intelligence and similar past cases attached.",
        },
        {
          icon: "search",
          title: "AI-powered threat hunting",
          text: "Hunting hypotheses drawn from new attacker techniques are tested across your telemetry every week.",
        },
        {
          icon: "users",
          title: "Human approval on every action",
          text: "The platform proposes containment steps; an analyst approves them, and every decision is logged.",
        },
      ],
    },
    delivery: {
      eyebrow: "How we deliver it",
      title: "Transparent by design",
      points: [
        {
          title: "Explainable",
          text: "Every correlation and recommendation shows the evidence behind it, so analysts can check the reasoning.",
        },
        {
          title: "Governed",
          text: "Your data is never used to train models for other clients, and you decide how long it is kept.",
        },
        {
          title: "Measured",
          text: "Each month we report automation rates, time saved and accuracy, including the cases where the model was wrong.",
        },
      ],
    },
    closing: {
      title: "Watch an incident investigated in minutes",
      text: "We will replay a real, anonymized incident through the platform and show you what your analysts would see.",
      actionLabel: "See AI security operations in action",
    },
  },
};

/** The contact-form service each product page's calls to action carry (see ContactService). */
const productContactServices: Readonly<Record<ProductSlug, ContactService>> = {
  "network-security": "network security",
  // Secure connectivity for branches and remote users.
  "sd-wan-sase": "network security",
  // /services groups it with network security under "Network and Application Security".
  "waf-api-security": "network security",
  // Hardening, backups and recovery on premises: none of the four.
  "datacenter-solutions": null,
  "cloud-native-protection": "cloud security",
  "ai-security-operations": "ai powered threat hunting",
};

export type ProductPage = (typeof productIndex)[number] & ProductPageContent & { contactService: ContactService };

/** Every product with its page copy, in navigation order. */
export const productPages: readonly ProductPage[] = productIndex.map((entry) => ({
  ...entry,
  ...productContent[entry.slug],
  contactService: productContactServices[entry.slug],
}));

export const findProductPage = (slug: string) => productPages.find((page) => page.slug === slug);
