import { defineMessages } from '@portal/contract';

/** What sign-in and sign-up tell the user (spec §6, §8). */
export const AUTH_MESSAGES = defineMessages({
  noPortalAccess: {
    id: 'auth.no-portal-access',
    defaultMessage: "Currently You don't have permission to access this portal.",
  },
  subscriptionExpired: { id: 'auth.subscription-expired', defaultMessage: 'Subscription expired.' },
  signInFailed: { id: 'auth.sign-in-failed', defaultMessage: 'Sign in failed' },
  signInSucceeded: { id: 'auth.sign-in-succeeded', defaultMessage: 'Sign in successful! Redirecting...' },
  signUpSucceeded: {
    id: 'auth.sign-up-succeeded',
    defaultMessage: 'Registration successful! Redirecting to sign in...',
  },
  signUpFailed: { id: 'auth.sign-up-failed', defaultMessage: 'Registration failed' },
  signUpUnreachable: {
    id: 'auth.sign-up-unreachable',
    defaultMessage: 'An error occurred during registration',
  },
});
