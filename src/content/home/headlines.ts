// The rotating hero headlines: loaded with the rotation itself, after the page's first download.
export interface RotatingHeadline {
  lead: string;
  highlight: string;
}

/** Spec: the hero headline rotates through 4 items (HERO_ROTATION_ITEMS). */
export const heroHeadlines: readonly RotatingHeadline[] = [
  { lead: "Stop breaches", highlight: "before they start" },
  { lead: "Security operations", highlight: "that never sleep" },
  { lead: "AI-driven defense", highlight: "at machine speed" },
  { lead: "One partner for", highlight: "SIEM, SOC & cloud" },
];

export const headlineRotation = {
  pauseLabel: "Pause headline rotation",
  resumeLabel: "Resume headline rotation",
} as const;
