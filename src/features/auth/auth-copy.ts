// Words of the auth screens that the spec leaves to us.
export const AUTH_TABS = [
  { value: "signin", label: "Sign in" },
  { value: "signup", label: "Sign up" },
  { value: "reset", label: "Reset" },
] as const;

export type AuthTab = (typeof AUTH_TABS)[number]["value"];

export const authIntro = {
  eyebrow: "Account",
  title: "Sign in to your account",
  intro:
    "One account for the SentinelForge site: sign in, create an account, or get back in if you forgot your password.",
  points: [
    "Keep your name and picture on your profile",
    "Change your password or sign out of every device from Settings",
    "Forgot your password? A reset link reaches your inbox in moments",
  ],
};

export const resetIntro = {
  eyebrow: "Account",
  title: "Set a new password",
  intro: "Choose a new password for your account. You are signed in as soon as it is saved.",
};

export const acceptInviteIntro = {
  eyebrow: "Team",
  title: "Join the SentinelForge team",
  intro: "You were invited to work in the site's admin area. Choose a password and you are in.",
};

/** After sign-up, on the sign-in tab until the visitor signs in: where the link went, and a resend. */
export const confirmationNotice = {
  title: "Check your inbox",
  sentTo: "We sent a confirmation link to",
  next: "Open it to activate your account, then sign in here.",
  missing: "Nothing after a few minutes? Look in your spam folder, or",
  resend: "send the link again",
  resending: "Sending...",
  resent: "A new link is on its way.",
};
