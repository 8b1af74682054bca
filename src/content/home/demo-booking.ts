// The demo booking picker's words: loaded with the picker, after "Pick a time now", never with the page.
export const demoBooking = {
  title: "Pick a time for your demo",
  bookedTitle: "Your demo is booked",
  description: "30-minute slots over the next two weeks. Choose one and book it.",
  timeZoneLabel: "Time zone",
  timeZoneHint: "Times are shown in this time zone.",
  slotsLabel: "Free times",
  loading: "Loading free times…",
  noSlots: "No times are free in the next two weeks; we'll contact you to schedule.",
  loadFailed: {
    title: "We couldn't load the free times",
    description: "Please try again in a moment.",
  },
  retry: "Try again",
  chosenPrefix: "Your choice:",
  chooseFirst: "Choose a time above, then book it.",
  book: "Book",
  booking: "Booking...",
  bookFailed: {
    title: "Booking failed",
    description: "Please check your connection and try again.",
  },
  bookedPrefix: "Booked:",
  /** Under the booked time: what the confirmation email holds. */
  bookedEmail: "A calendar invitation is on its way to your inbox, with links to move or cancel the demo.",
  done: "Done",
} as const;
