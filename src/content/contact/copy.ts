// Copy for /contact. Contact details themselves come from company settings (~/content/company).
export const contactPage = {
  eyebrow: "Contact",
  title: "Talk to a security specialist",
  intro: "Tell us about your environment and goals. We'll get back to you within 24 hours.",
  formTitle: "Send us a message",
  formIntro: "A security specialist reads every message, not a bot.",
  labels: {
    fullName: "Full name",
    email: "Work email",
    company: "Company",
    phone: "Phone",
    service: "Service of interest",
    message: "Message",
  },
  placeholders: {
    fullName: "Jane Smith",
    email: "jane@company.com",
    company: "Acme Corporation",
    phone: "+1 (555) 000-0000",
    message: "Tell us about your security goals, your environment and your timeline.",
  },
  // Short enough to show whole in the narrowest select at the largest text size.
  serviceNone: "Select a service",
  submit: "Send Message",
  sending: "Sending...",
  privacyNote: "We use your details only to answer your message.",
  privacyLink: { label: "Privacy policy", href: "/privacy" },
  detailsTitle: "Contact details",
  detailsIntro: "Prefer email or phone? Reach our team directly.",
  hours: {
    title: "Business hours",
    days: "Sunday - Saturday",
    time: "24x7",
    emergency: "Emergency support available 24/7 for enterprise clients.",
  },
} as const;
