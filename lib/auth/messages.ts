// The user-facing texts of sign-in, sign-up and password reset (spec §5, §8), shared by the
// domain, the API and the forms so a test can assert the exact words.
export const AUTH_MESSAGES = {
  loginFailed: "Sorry, there was an issue with your email or password, please try again.",
  tooManyAttempts: "Too many sign-in attempts. Please wait a few minutes and try again.",
  emailTaken: "An account with this email already exists.",
  passwordTooShort: "Password must be at least 8 characters",
  passwordsDiffer: "Passwords do not match",
  resetLinkSent: "The link for resetting your password has been sent to your email.",
  resetDone: "Password successfully reset.",
  resetTokenInvalid: "Sorry, the reset password token is incorrect or does not exist.",
  webSessionFailed:
    "We couldn't keep you signed in. Please allow cookies for this site and try again.",
  sessionEnded: "Your session has ended. Please sign in again.",
} as const;
