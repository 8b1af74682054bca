// The words of /careers/withdraw, the page the link in an application's confirmation email opens:
// loaded with that page only. Its title and description are in its route module
// (src/app/routes/careers-withdraw.tsx), as the other client-only screens' are.
export const withdrawPage = {
  hero: {
    eyebrow: "Careers",
    title: "Your application",
    intro: "Withdraw an application you sent us. The link in your confirmation email is all you need.",
  },
  loading: "Loading your application…",
  position: "Position",
  sent: "Sent",
  open: {
    heading: "Withdraw your application",
    intro:
      "Withdrawing deletes your application and your CV at once and for good: our HR team will no longer see them, and we cannot bring them back. You are welcome to apply again at any time.",
    button: "Withdraw my application",
    confirmTitle: "Withdraw your application?",
    confirmDescription: (jobTitle: string) =>
      `Your application for ${jobTitle} and your CV will be deleted now, for good. This cannot be undone.`,
    confirm: "Yes, withdraw and delete",
    confirming: "Withdrawing...",
    keep: "Keep my application",
    failed: {
      title: "We couldn't withdraw your application",
      description: "Please check your connection and try again.",
    },
  },
  withdrawn: {
    heading: "Your application is withdrawn",
    text: "We have deleted your application and your CV. Thank you for your interest in SentinelForge.",
  },
  gone: {
    heading: "This application is no longer with us",
    text: "It has already been withdrawn or deleted, CV included, so there is nothing more to do.",
  },
  invalid: {
    heading: "This link doesn't work",
    text: "It may be incomplete. Open it again from the confirmation email we sent when you applied, or copy the whole address into your browser.",
  },
  expired: {
    title: "This link has expired",
    description: "Reply to the confirmation email we sent you, and we'll withdraw your application.",
  },
  loadFailed: {
    title: "We couldn't load your application",
    description: "Please check your connection and try again.",
  },
  retry: "Try again",
  openPositions: { label: "See our open positions", href: "/careers" },
} as const;
