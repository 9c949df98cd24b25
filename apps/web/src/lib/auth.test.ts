import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The provider's client as the browser would run it: the stored user, and the two redirects. */
const provider = vi.hoisted(() => ({
  user: null as { id_token: string } | null,
  signinRedirect: vi.fn(async () => undefined),
  signoutRedirect: vi.fn<() => Promise<void>>(),
}));

vi.mock('oidc-client-ts', () => ({
  ErrorResponse: class extends Error {},
  WebStorageStateStore: class {},
  UserManager: class {
    events = { addUserLoaded: () => undefined };
    getUser = async () => provider.user;
    signinRedirect = provider.signinRedirect;
    signoutRedirect = provider.signoutRedirect;
  },
}));
vi.mock('../config/env.ts', () => ({
  getEnv: () => ({ oidcAuthority: 'http://localhost/realms/timesheet', oidcClientId: 'timesheet-id' }),
}));

/** Storage as a browser keeps it, for the session and the provider's tokens. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe('sign-out', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('window', { location: { origin: 'http://localhost' } });
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
    provider.user = { id_token: 'id-token' };
    provider.signinRedirect.mockClear();
    // The library forgets the user, then sends the browser to the provider's logout: the page lives
    // on until the provider answers.
    provider.signoutRedirect.mockReset().mockImplementation(() => {
      provider.user = null;
      return new Promise(() => undefined);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts no login while the page waits for the provider’s logout, which a login would cancel', async () => {
    const { establishUser, signOut } = await import('./auth.tsx');
    void signOut();
    await vi.waitFor(() => expect(provider.signoutRedirect).toHaveBeenCalled());

    // A screen that asked the server meanwhile found no token and was sent to sign in.
    expect(await establishUser('http://localhost/signin')).toBeNull();
    expect(provider.signinRedirect).not.toHaveBeenCalled();
  });

  it('starts the login on the sign-in route when nobody is signed in', async () => {
    const { establishUser } = await import('./auth.tsx');
    provider.user = null;
    expect(await establishUser('http://localhost/signin')).toBeNull();
    expect(provider.signinRedirect).toHaveBeenCalledOnce();
  });

  it('starts the login again after a sign-out that could not reach the provider', async () => {
    const { establishUser, signOut } = await import('./auth.tsx');
    provider.signoutRedirect.mockImplementation(async () => {
      provider.user = null;
      throw new Error('Failed to fetch');
    });
    await expect(signOut()).rejects.toThrow('Failed to fetch');
    await establishUser('http://localhost/signin');
    expect(provider.signinRedirect).toHaveBeenCalledOnce();
  });
});
