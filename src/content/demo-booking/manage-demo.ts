// The words of /demo-booking, the page the links in a demo confirmation email open to cancel or
// move a booked demo: loaded with that page only. Its title and description are in its route
// module (src/app/routes/demo-booking.tsx), as the other client-only screens' are; the slot
// picker's own words (time zone, free times, "Your choice:") are the home page's, ../home/demo-booking.ts.
export const manageDemo = {
  hero: {
    eyebrow: "Demo booking",
    title: "Your demo",
    intro: "Cancel or move the demo you booked with us. The link in your confirmation email is all you need.",
  },
  loading: "Loading your demo booking…",
  bookedFor: "Booked for",
  cancel: {
    heading: "Cancel your demo",
    intro: "Can't make it? Cancel the demo and we'll free the time. Your demo request stays open either way.",
    button: "Cancel this demo",
    confirmTitle: "Cancel this demo?",
    confirmDescription: (time: string) =>
      `Your demo on ${time} will be cancelled. Our sales team will still follow up on your request.`,
    confirm: "Yes, cancel it",
    confirming: "Cancelling...",
    keep: "Keep my demo",
    failed: {
      title: "We couldn't cancel your demo",
      description: "Please check your connection and try again.",
    },
  },
  cancelled: {
    heading: "Your demo is cancelled",
    timeLabel: "Cancelled",
    email: "A confirmation email is on its way.",
    followUp: "Your demo request still stands: our sales team will follow up with you.",
  },
  reschedule: {
    heading: "Move your demo",
    intro: "Pick a new time below. Until you move it, your demo stays at its current time.",
    button: "Move my demo",
    moving: "Moving...",
    chooseFirst: "Choose a new time above, then move your demo.",
    failed: {
      title: "We couldn't move your demo",
      description: "Please check your connection and try again.",
    },
    noSlots: "No other times are free in the next two weeks. Your demo stays at its current time.",
  },
  rescheduled: {
    heading: "Your demo is moved",
    timeLabel: "New time",
    email: "An updated invitation is on its way.",
    oldLinks: "The links in earlier emails about this demo no longer work; use the ones in the new email.",
  },
  alreadyCancelled: {
    heading: "This demo is already cancelled",
    timeLabel: "Was booked for",
    text: "There's nothing more to do. Your demo request still stands: our sales team will follow up.",
  },
  moved: {
    heading: "This demo has moved",
    timeLabel: "Earlier time",
    text: "This link is for an earlier time; use the link in your latest email about this demo.",
  },
  expired: {
    heading: "This link has expired",
    text: "Links to cancel or move a demo work until the meeting starts. To arrange something else, contact us.",
    contact: { label: "Contact us", href: "/contact" },
  },
  invalid: {
    heading: "This link doesn't work",
    text: "It may be incomplete. Open it again from your demo confirmation email, or copy the whole address into your browser.",
  },
  loadFailed: {
    title: "We couldn't load your demo booking",
    description: "Please check your connection and try again.",
  },
  retry: "Try again",
} as const;
