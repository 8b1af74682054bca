// Home page copy as data: the components in src/features/home render it and own no text of their own.
import { productPath } from "../products";
import { solutionPath } from "../solutions";

export * from "./hero";
export * from "./headlines";
export * from "./demo-form";

export type FeatureIcon = "siem" | "secops" | "cloud" | "network" | "waf" | "ai";

export interface HomeFeature {
  icon: FeatureIcon;
  title: string;
  text: string;
  href: string;
}

export const featuresSection = {
  eyebrow: "What we do",
  title: "Complete protection for the modern enterprise",
  intro: "Six capabilities, one accountable partner: from the log pipeline to the analyst who picks up the phone.",
  moreLabel: "Learn more",
} as const;

export const homeFeatures: readonly HomeFeature[] = [
  {
    icon: "siem",
    title: "Next-Generation SIEM/SOC",
    text: "Logs, endpoints and cloud signals correlated in one SIEM, watched around the clock by our SOC analysts.",
    href: solutionPath("next-generation-siem-soc"),
  },
  {
    icon: "secops",
    title: "SecOps as a Service",
    text: "A managed security operations team that works inside your tools, runbooks and escalation paths.",
    href: solutionPath("secops"),
  },
  {
    icon: "cloud",
    title: "Cloud Security",
    text: "Posture management, workload protection and identity hardening across AWS, Azure and Google Cloud.",
    href: solutionPath("cloud-security"),
  },
  {
    icon: "network",
    title: "Network Security",
    text: "Next-generation firewalling, segmentation and intrusion prevention for every site and data center.",
    href: productPath("network-security"),
  },
  {
    icon: "waf",
    title: "WAF & API Security",
    text: "Injection, bot and API abuse stopped at the edge, with rules tuned to your own applications.",
    href: productPath("waf-api-security"),
  },
  {
    icon: "ai",
    title: "AI-Driven Security Operations",
    text: "Machine-speed triage and correlation that cuts alert noise, so analysts spend their time on real threats.",
    href: productPath("ai-security-operations"),
  },
];

export interface Statistic {
  /** The figure the counter ends on; `decimals` digits after the point. */
  value: number;
  decimals: number;
  suffix: string;
  label: string;
}

export const statisticsSection = {
  eyebrow: "By the numbers",
  title: "Security outcomes you can measure",
} as const;

export const statistics: readonly Statistic[] = [
  { value: 99.9, decimals: 1, suffix: "%", label: "Threat detection accuracy" },
  { value: 100, decimals: 0, suffix: "+", label: "Enterprise clients" },
  { value: 24, decimals: 0, suffix: "/7", label: "Monitoring" },
  { value: 15, decimals: 0, suffix: "min", label: "Average response time" },
];

const COUNT_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** "four" for 4: a count as a word in running text, digits beyond ten. */
export const countWord = (count: number) => COUNT_WORDS[count - 1] ?? String(count);

export interface HowItWorksStep {
  title: string;
  text: string;
}

export const howItWorksSteps: readonly HowItWorksStep[] = [
  {
    title: "Assessment & Analysis",
    text: "We map your attack surface, review your controls and benchmark them against industry frameworks.",
  },
  {
    title: "Customized Security Plan",
    text: "Our architects turn the findings into a prioritized roadmap that fits your risks, compliance needs and budget.",
  },
  {
    title: "Implementation & Integration",
    text: "We deploy and tune the controls and connect SIEM, endpoints, cloud and network so every signal lands in one place.",
  },
  {
    title: "Continuous Monitoring",
    text: "Our 24/7 SOC watches, hunts and responds, with monthly reports that show your posture improving.",
  },
];

export const howItWorksSection = {
  eyebrow: "How it works",
  title: "From first assessment to 24/7 protection",
  // The count is the steps listed beside the pictures, so the sentence never disagrees with them.
  intro: `A proven ${countWord(howItWorksSteps.length)}-step engagement that protects you quickly and keeps improving your defenses.`,
  carouselLabel: "How it works in pictures",
  pauseLabel: "Pause slideshow",
  playLabel: "Play slideshow",
  previousLabel: "Previous picture",
  nextLabel: "Next picture",
  /** The slideshow's visible position: it counts pictures, which need not match the steps. */
  positionLabel: "Picture",
  loadingLabel: "Loading pictures",
} as const;

/** Spec: fixed text; author and logo are empty and the layout must read well without them. */
export interface Testimonial {
  quote: string;
  author: string;
  position: string;
  company: string;
  logo: string;
}

export const testimonialsSection = {
  eyebrow: "Customer stories",
  title: "Trusted by security leaders",
  carouselLabel: "Customer testimonials",
  previousLabel: "Previous testimonial",
  nextLabel: "Next testimonial",
  dotLabel: (position: number, total: number) => `Show testimonial ${position} of ${total}`,
  logosHeading: "Protecting organizations in finance, energy, healthcare, telecom and beyond",
  logosListLabel: "Our customers",
  logosPauseLabel: "Pause logo animation",
  logosPlayLabel: "Play logo animation",
} as const;

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      "Their analysts caught a credential-stuffing campaign against our customer portal within minutes and had it contained before our morning stand-up. That is the partner you want watching at 3 a.m.",
    author: "",
    position: "Chief Information Security Officer",
    company: "Veridian Bank",
    logo: "",
  },
  {
    quote:
      "We consolidated three monitoring tools into one SIEM and cut our alert volume by more than half. Our own team finally has time for the projects that matter.",
    author: "",
    position: "Head of IT Operations",
    company: "Helix Energy",
    logo: "",
  },
  {
    quote:
      "Moving patient systems to the cloud made our board nervous. Continuous posture checks and reports our auditors actually read changed that conversation.",
    author: "",
    position: "VP of Infrastructure",
    company: "Aurora Health",
    logo: "",
  },
  {
    quote:
      "Onboarding was structured, fast and honest about our gaps. Within six weeks every site and cloud account was reporting into one place.",
    author: "",
    position: "Director of Network Engineering",
    company: "Stratos Telecom",
    logo: "",
  },
];

export const closingCallToAction = {
  eyebrow: "Ready when you are",
  title: "Strengthen your security posture today",
  text: "Talk to our specialists about your environment, your risks and the coverage you need. We reply within 24 hours.",
  primary: { label: "Contact Us", href: "/contact" },
  secondary: { label: "Explore our services", href: "/services" },
} as const;
