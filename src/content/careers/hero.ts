// The /careers hero, apart from copy.ts so the page's first JavaScript stays light: only its
// lazily loaded sections import copy.ts.
export const careersHero = {
  eyebrow: "Careers",
  title: "Defend what matters. Build your career here.",
  intro: "Join the analysts, engineers and operators who keep our clients safe around the clock.",
} as const;
