import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../test/build-app.ts';

let server: TestServer;

/**
 * Opens the sign-in page the way a browser does, from the portal's authorization request, sending
 * `headers` with the page's request: answers its status and HTML.
 */
async function signInPage(headers: Record<string, string> = {}) {
  const issuer = `${server.url}/realms/timesheet`;
  const authorize = new URL(`${issuer}/protocol/openid-connect/auth`);
  authorize.search = new URLSearchParams({
    client_id: 'timesheet-id',
    redirect_uri: `${server.url}/signin`,
    response_type: 'code',
    scope: 'openid email profile',
    code_challenge: crypto.randomBytes(32).toString('base64url'),
    code_challenge_method: 'S256',
    state: 'state',
  }).toString();
  const started = await fetch(authorize, { redirect: 'manual' });
  const location = started.headers.get('location');
  if (!location) throw new Error(`authorization did not redirect: ${started.status}`);
  const providerCookies = started.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  const cookie = [providerCookies, headers.cookie].filter(Boolean).join('; ');
  const url = new URL(location, issuer);
  const page = await fetch(url, { headers: { ...headers, cookie } });
  return { status: page.status, html: await page.text(), url, cookie };
}

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

describe('the sign-in page speaks its reader’s language', () => {
  it('is English without a language cookie or a language the portal speaks', async () => {
    const requests: Record<string, string>[] = [
      {},
      { 'accept-language': 'ja-JP, ja;q=0.9' },
      { cookie: 'portal_language=xx' },
    ];
    for (const headers of requests) {
      const { status, html } = await signInPage(headers);
      expect(status).toBe(200);
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<title>Sign In · Timesheet</title>');
      expect(html).toContain('<label for="email">Email</label>');
      expect(html).toContain('<label for="password">Password</label>');
      expect(html).toContain('<button type="submit">Sign In</button>');
      expect(html).toContain('Don\'t have an account? <a href="/signup">Sign Up</a>');
    }
  });

  it('is German with the portal’s language cookie, over the browser’s languages', async () => {
    const { html } = await signInPage({
      cookie: 'theme=dark; portal_language=de',
      'accept-language': 'fr-FR, fr;q=0.9',
    });
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>Anmelden · Timesheet</title>');
    expect(html).toContain('<h1>Bei Timesheet anmelden</h1>');
    expect(html).toContain('<label for="email">E-Mail</label>');
    expect(html).toContain('<label for="password">Passwort</label>');
    expect(html).toContain('<button type="submit">Anmelden</button>');
    expect(html).toContain('Noch kein Konto? <a href="/signup">Registrieren</a>');
  });

  it('is German with a browser that prefers German, by its most wanted language', async () => {
    const { html } = await signInPage({ 'accept-language': 'ja;q=0.5, de-DE, en;q=0.8' });
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<label for="password">Passwort</label>');
  });

  it('is Arabic, right to left, with the cookie set to Arabic', async () => {
    const { html } = await signInPage({ cookie: 'portal_language=ar' });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<label for="password">كلمة المرور</label>');
  });

  it('words a refused sign-in and an expired link in that language', async () => {
    const { url, cookie } = await signInPage({ cookie: 'portal_language=fr' });
    const refused = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ email: 'nobody@example.com', password: 'wrong-password' }).toString(),
    });
    expect(refused.status).toBe(401);
    const page = await refused.text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('<p class="error" role="alert">E-mail ou mot de passe incorrect.</p>');

    const expired = await fetch(`${server.url}/realms/timesheet/login/no-such-sign-in`, {
      headers: { cookie: 'portal_language=fr' },
    });
    expect(expired.status).toBe(400);
    const expiredPage = await expired.text();
    expect(expiredPage).toContain('<h1>Ce lien de connexion a expiré</h1>');
    expect(expiredPage).toContain('<a href="/">Retour à la page d\'accueil</a>');
  });
});
