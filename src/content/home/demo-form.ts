// The home page demo request form's words: loaded with the form.
export const demoForm = {
  title: "Request a demo",
  intro: "See how we detect, investigate and contain threats in an environment like yours.",
  labels: { fullName: "Full name", email: "Work email", company: "Company" },
  placeholders: { fullName: "Jane Smith", email: "jane@company.com", company: "Company Inc." },
  honeypotLabel: "Website (leave this empty)",
  submit: "Request a Demo",
  submitting: "Sending...",
  privacyNote: "We use your details only to arrange your demo and reply within 24 hours.",
  privacyLink: { label: "Privacy policy", href: "/privacy" },
  // After a sent request: book a slot now (the picker's own words load with it: demo-booking.ts).
  bookingOffer: { note: "Your request is in. Want to pick a time now?", button: "Pick a time now" },
} as const;
