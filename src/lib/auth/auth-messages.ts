// The auth toasts of the error catalogue (spec §8 and §5), word for word.
export const AUTH_TOASTS = {
  invalidCredentials: {
    title: "Authentication Failed",
    description: "Invalid email or password. Please check your credentials and try again.",
  },
  emailNotConfirmed: {
    title: "Email Not Confirmed",
    description: "Please check your email and click the confirmation link before signing in.",
  },
  signInFailedTitle: "Sign In Failed",
  signInFailedFallback: "An unexpected error occurred.",
  signInException: { title: "Sign In Failed", description: "An unexpected error occurred. Please try again." },
  signedIn: { title: "Welcome back!", description: "You have been successfully signed in." },
  accountExists: {
    title: "Account Exists",
    description: "An account with this email already exists. Please sign in instead.",
  },
  signUpFailedTitle: "Sign Up Failed",
  accountCreated: {
    title: "Account Created!",
    description: "Please check your email for a confirmation link to complete your registration.",
  },
  passwordMismatch: { title: "Password Mismatch", description: "Passwords do not match. Please try again." },
  passwordTooShort: { title: "Password Too Short", description: "Password must be at least 6 characters long." },
  resetFailedTitle: "Reset Failed",
  resetFailedFallback: "Failed to send reset email.",
  resetSent: { title: "Reset Email Sent", description: "Please check your email for password reset instructions." },
  signedOut: { title: "Signed Out", description: "You have been successfully signed out." },
  signOutFailed: { title: "Sign Out Failed", description: "An error occurred while signing out. Please try again." },
} as const;

/** Exact error messages GoTrue answers with, which the screens map to their own toasts. */
export const AUTH_ERROR_MESSAGES = {
  invalidCredentials: "Invalid login credentials",
  emailNotConfirmed: "Email not confirmed",
  alreadyRegistered: "User already registered",
} as const;

// Account screens the spec does not show (reset page, profile, settings): our wording.
export const ACCOUNT_TOASTS = {
  passwordUpdated: {
    title: "Password Updated",
    description: "Your new password is set. Use it the next time you sign in.",
  },
  passwordNotUpdatedTitle: "Password Not Updated",
  profileSaved: { title: "Profile Updated", description: "Your changes have been saved." },
  profileNotSavedTitle: "Profile Not Updated",
  unexpected: "An unexpected error occurred. Please try again.",
  // The confirmation email's link signs the new user in on the site root.
  emailConfirmed: { title: "Email confirmed", description: "Your account is ready. You are now signed in." },
  emailChangeConfirmed: {
    title: "Email confirmed",
    description: "Your new email address is confirmed. You are now signed in with it.",
  },
} as const;
