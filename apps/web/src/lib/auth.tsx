import { ErrorResponse, UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { redirect } from 'react-router';
import { getEnv } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { clearSession, readSession } from './session.ts';

/** Identity library timings of spec §9. */
const TOKEN_MIN_VALIDITY_SECONDS = 5;
const MESSAGE_TIMEOUT_SECONDS = 10;
const LOGIN_STATE_VALID_SECONDS = 60 * 60;

/** Session-storage keys of the provider's tokens (spec §3). */
const PROVIDER_TOKEN_KEYS = {
  access: 'kc_token',
  refresh: 'kc_refreshToken',
  id: 'kc_idToken',
} as const;

function storeProviderTokens(user: User): void {
  sessionStorage.setItem(PROVIDER_TOKEN_KEYS.access, user.access_token);
  sessionStorage.setItem(PROVIDER_TOKEN_KEYS.refresh, user.refresh_token ?? '');
  sessionStorage.setItem(PROVIDER_TOKEN_KEYS.id, user.id_token ?? '');
}

function clearProviderTokens(): void {
  for (const key of Object.values(PROVIDER_TOKEN_KEYS)) sessionStorage.removeItem(key);
}

let manager: UserManager | undefined;

/**
 * Whether this page has started signing out. The page lives on until the provider's logout answers:
 * a screen that asks the server meanwhile finds no token and is sent to sign in.
 */
let leaving = false;

/** The identity provider's client, created on first use so that importing this module touches no browser API. */
function userManager(): UserManager {
  if (manager) return manager;
  const { oidcAuthority, oidcClientId } = getEnv();
  const origin = window.location.origin;
  manager = new UserManager({
    authority: oidcAuthority,
    client_id: oidcClientId,
    redirect_uri: `${origin}${paths.signIn}`,
    post_logout_redirect_uri: origin,
    response_type: 'code',
    scope: 'openid email profile',
    // Renews with the refresh token shortly before the access token expires.
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: TOKEN_MIN_VALIDITY_SECONDS,
    silentRequestTimeoutInSeconds: MESSAGE_TIMEOUT_SECONDS,
    staleStateAgeInSeconds: LOGIN_STATE_VALID_SECONDS,
    monitorSession: false,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
  // Fires after the sign-in callback and after every renewal.
  manager.events.addUserLoaded(storeProviderTokens);
  return manager;
}

/** The stored user with a usable access token, renewed first if it has expired; null if there is none. */
async function currentUser(): Promise<User | null> {
  const user = await userManager().getUser();
  if (!user || !user.expired) return user;
  // The library renews ahead of expiry, but a sleeping tab can miss that moment.
  if (!user.refresh_token) return null;
  return userManager()
    .signinSilent()
    .catch(() => null);
}

/**
 * Completes the return from the provider, or reuses a stored user, or starts the provider's login
 * (login is required on load). Resolves null while the browser is on its way to the provider.
 */
export async function establishUser(url: string): Promise<User | null> {
  const params = new URL(url).searchParams;
  if (params.has('state') && (params.has('code') || params.has('error'))) {
    return (await userManager().signinCallback(url)) ?? null;
  }
  const user = await currentUser();
  if (user) return user;
  // The browser is on its way to the provider's logout; a login started now would cancel that
  // navigation, and the provider's session, still open, would sign the person straight back in.
  if (leaving) return null;
  await userManager().signinRedirect();
  return null;
}

/** The access token for API calls; null when nobody is signed in. */
export async function getAccessToken(): Promise<string | null> {
  return (await currentUser())?.access_token ?? null;
}

/**
 * Renews the access token with the refresh token, for a session the server no longer accepts:
 * 'refused' when the provider says no (sign in again), 'unreachable' when it did not answer.
 */
export async function renewSession(): Promise<'renewed' | 'refused' | 'unreachable'> {
  const user = await userManager().getUser();
  if (!user?.refresh_token) return 'refused';
  try {
    return (await userManager().signinSilent()) ? 'renewed' : 'refused';
  } catch (error) {
    return error instanceof ErrorResponse ? 'refused' : 'unreachable';
  }
}

/** Forgets the session and the provider's tokens on this device, without leaving the provider's session. */
export async function forgetSession(): Promise<void> {
  clearSession();
  clearProviderTokens();
  await userManager().removeUser();
}

const signingOut = new Set<() => Promise<void>>();

/**
 * Has `forget` run at sign-out, before the session is cleared: for what is kept on the device for
 * the person signed in. Returns the way to stop.
 */
export function beforeSignOut(forget: () => Promise<void>): () => void {
  signingOut.add(forget);
  return () => signingOut.delete(forget);
}

/** Sign-out (spec §4): clears the stored session, then the provider's logout returns to the site origin. */
export async function signOut(): Promise<void> {
  leaving = true;
  try {
    const user = await userManager().getUser();
    await Promise.all([...signingOut].map((forget) => forget().catch(() => undefined)));
    clearSession();
    clearProviderTokens();
    await userManager().signoutRedirect({
      id_token_hint: user?.id_token,
      post_logout_redirect_uri: window.location.origin,
    });
  } catch (error) {
    leaving = false;
    throw error;
  }
}

/** Loader of the signed-in area: without stored session data and a provider user, sign in first. */
export async function requireSession(): Promise<null> {
  if (!readSession() || !(await userManager().getUser())) throw redirect(paths.signIn);
  return null;
}
