import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../env.ts';
import { signInOnOwnBrowser } from './people-support.ts';
import { newPerson, signInViaUi, signUpViaApi } from './support.ts';

/** A page of another site, on another loopback port, that links to `href`; answers its address. */
async function foreignSite(href: string): Promise<{ url: string; close: () => Promise<void> }> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Cat pictures</title></head>
<body><a id="bait" href="${href.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}">See the cats</a></body></html>`;
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The portal's greeting of the person signed in on `page`: My Timesheet, without the login page. */
async function expectSignedIn(page: Page, firstName: string) {
  // Without the tab's tokens the portal goes to the provider and back before its page has loaded,
  // which would abort a wait for the load.
  await page.goto('/timesheet', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'My Timesheet' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/timesheet$/);
  await expect(page.getByRole('button', { name: firstName, exact: false })).toBeVisible();
}

test('a link on another site carrying someone else’s ID token does not sign the person out', async ({
  page,
  browser,
  request,
}) => {
  // Three sign-ins through the login page and a sign-out.
  test.slow();
  const victim = await signUpViaApi(request, newPerson('Victim'));
  await signInViaUi(page, victim);

  // The attacker signs up and signs in on a browser of their own, and takes their own ID token.
  const attacker = await signUpViaApi(request, newPerson('Attacker'));
  const attackerPage = await signInOnOwnBrowser(browser, attacker);
  const attackerIdToken = await attackerPage.evaluate(() => sessionStorage.getItem('kc_idToken'));
  expect(attackerIdToken).toBeTruthy();
  await attackerPage.context().close();

  const logout = new URL(`${E2E_BASE_URL}/realms/timesheet/protocol/openid-connect/logout`);
  logout.searchParams.set('id_token_hint', attackerIdToken!);
  logout.searchParams.set('post_logout_redirect_uri', E2E_BASE_URL);
  const site = await foreignSite(logout.toString());
  try {
    await page.goto(site.url);
    await page.getByRole('link', { name: 'See the cats' }).click();

    // The provider asks; nothing has happened yet.
    await expect(page.getByRole('heading', { name: 'Sign out of Timesheet?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page).toHaveURL(/\/protocol\/openid-connect\/logout\?/);
  } finally {
    await site.close();
  }

  // Back at the portal the victim is still signed in.
  await page.getByRole('link', { name: 'Stay signed in' }).click();
  await expectSignedIn(page, victim.firstName);
  // Without the tokens the portal keeps in the tab, only the provider's session can sign the
  // victim in again, and it does so without the login page.
  await page.evaluate(() => sessionStorage.clear());
  await expectSignedIn(page, victim.firstName);

  // The portal's own Sign Out still signs the victim out without a question.
  await page.getByRole('button', { name: victim.firstName, exact: false }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Sign out of Timesheet?' })).toHaveCount(0);
  await page.goto('/timesheet');
  await expect(page).toHaveURL(/\/realms\/timesheet\/login\//, { timeout: 15_000 });
});
