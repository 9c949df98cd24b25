import crypto from 'node:crypto';

/** Cookies of one browser, enough for the identity provider's redirects. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
}

export class SignInError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: string,
    /** The Retry-After header of a rate-limited attempt. */
    readonly retryAfter: string | null = null,
  ) {
    super(message);
  }
}

/** A browser that signed in: its tokens, and a way to make further requests with its cookies. */
export interface BrowserSession {
  tokens: Tokens;
  go: (url: string, init?: RequestInit) => Promise<Response>;
}

/**
 * Signs in the way a browser does: authorization request with PKCE S256, the login page's form,
 * the redirects back to the portal, and the code exchange at the token endpoint.
 */
export async function signIn(...args: Parameters<typeof signInBrowser>): Promise<Tokens> {
  return (await signInBrowser(...args)).tokens;
}

/** Signs in like `signIn`, keeping the browser's cookies for what it does next (sign-out). */
export async function signInBrowser(
  baseUrl: string,
  email: string,
  password: string,
  {
    issuer = `${baseUrl}/realms/timesheet`,
    clientId = 'timesheet-id',
    // Behind a load balancer every instance sends people back to the one public address.
    redirectUri = `${baseUrl}/signin`,
  } = {},
): Promise<BrowserSession> {
  const jar = new CookieJar();
  const verifier = crypto.randomBytes(32).toString('base64url');
  const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  const state = crypto.randomBytes(8).toString('hex');
  const authorize = new URL(`${issuer}/protocol/openid-connect/auth`);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
  }).toString();

  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(response);
    return response;
  };

  let response = await go(authorize.toString());
  let location = response.headers.get('location');
  if (!location)
    throw new SignInError('authorization did not redirect', response.status, await response.text());
  const loginUrl = new URL(location, issuer).toString();
  await go(loginUrl);
  response = await go(loginUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  // Follow the provider's redirects until it hands the code to the portal's redirect URI.
  for (let hop = 0; hop < 5 && response.status >= 300 && response.status < 400; hop += 1) {
    location = new URL(response.headers.get('location') ?? '', issuer).toString();
    if (location.startsWith(redirectUri)) break;
    response = await go(location);
  }
  if (!location?.startsWith(redirectUri)) {
    throw new SignInError(
      'sign-in did not reach the portal',
      response.status,
      await response.text(),
      response.headers.get('retry-after'),
    );
  }
  const callback = new URL(location);
  if (callback.searchParams.get('state') !== state) throw new Error('state mismatch');
  const code = callback.searchParams.get('code');
  if (!code) throw new SignInError(`no code: ${callback.search}`, response.status, '');

  const tokenResponse = await fetch(`${issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }).toString(),
  });
  const body = await tokenResponse.text();
  if (!tokenResponse.ok) throw new SignInError('token exchange failed', tokenResponse.status, body);
  return { tokens: JSON.parse(body) as Tokens, go };
}

/** Exchanges a refresh token at the token endpoint; answers the status and body. */
export async function refresh(baseUrl: string, refreshToken: string) {
  const response = await fetch(`${baseUrl}/realms/timesheet/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'timesheet-id',
    }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

/**
 * Opens the provider's logout address as the browser of `session` would; with `confirm`, submits
 * the form the page shows (the portal's own page submits itself). Answers the page and the final status.
 */
export async function signOut(
  baseUrl: string,
  session: BrowserSession,
  { idTokenHint = true, confirm = true } = {},
) {
  const logout = new URL(`${baseUrl}/realms/timesheet/protocol/openid-connect/logout`);
  logout.searchParams.set('post_logout_redirect_uri', baseUrl);
  logout.searchParams.set('client_id', 'timesheet-id');
  if (idTokenHint) logout.searchParams.set('id_token_hint', session.tokens.id_token);
  const page = await (await session.go(logout.toString())).text();
  if (!confirm) return { page, status: 200 };
  const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
  if (!action || !xsrf) throw new Error(`no logout form: ${page}`);
  const confirmed = await session.go(new URL(action, baseUrl).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
  });
  return { page, status: confirmed.status };
}
