// The hero's words, apart from the rest of the home page so the first chunk carries only these.
import { company } from "../company";

export const hero = {
  eyebrow: company.tagline,
  intro:
    "We run your security operations around the clock: next-generation SIEM/SOC, managed SecOps, and cloud and network protection, with analysts who respond in minutes, not days.",
  assurances: [
    "24/7 SOC staffed by certified analysts",
    "15-minute average response time",
    "Onboarding in weeks, not months",
  ],
} as const;
