/** What sign-in and sign-up tell the user (spec §6, §8). */
export const AUTH_MESSAGES = {
  noPortalAccess: "Currently You don't have permission to access this portal.",
  subscriptionExpired: 'Subscription expired.',
  signInFailed: 'Sign in failed',
  signInSucceeded: 'Sign in successful! Redirecting...',
  signUpSucceeded: 'Registration successful! Redirecting to sign in...',
  signUpFailed: 'Registration failed',
  signUpUnreachable: 'An error occurred during registration',
} as const;
