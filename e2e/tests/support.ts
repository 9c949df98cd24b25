import crypto from 'node:crypto';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, type Endpoint } from '@portal/contract';
import { SqliteDatabase } from '../../apps/server/src/db/sqlite-driver.ts';
import { E2E_DATA_DIR } from '../env.ts';

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newPerson(firstName = 'Grace'): Person {
  return {
    firstName,
    lastName: 'Hopper',
    email: `${firstName.toLowerCase()}.${crypto.randomBytes(5).toString('hex')}@example.com`,
    password: 'correct-horse',
  };
}

/** Creates a tenant and its Admin through the real sign-up call. */
export async function signUpViaApi(
  request: APIRequestContext,
  person: Person = newPerson(),
): Promise<Person> {
  const response = await request.post(api.auth.signup.path, { data: { ...person, role: 'Admin' } });
  expect(response.status()).toBe(200);
  return person;
}

/** Signs in through the identity provider's login page and waits for the portal. */
export async function signInViaUi(page: Page, person: Person): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/timesheet$/, { timeout: 15_000 });
}

/** Changes a row directly in the server's database, for states no screen can produce. */
export function updateDatabase(sql: string, ...params: unknown[]): void {
  const db = new SqliteDatabase(path.join(E2E_DATA_DIR, 'portal.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

/**
 * Fails on any serious or critical accessibility violation of the page as it is now. One scan took
 * up to 20 s on a busy two-core machine, so a test that scans gets triple time.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  test.slow();
  // A toast fades in and out, and stays while the pointer rests on it: scanned then, its colours
  // are half drawn. The pointer leaves the page's content, and the scan waits a while for the
  // toasts to go; one that stays (a change kept offline) is scanned as it is.
  const viewport = page.viewportSize();
  if (viewport) await page.mouse.move(viewport.width - 1, viewport.height - 1);
  await expect(page.locator('[data-rht-toaster] [role="status"]'))
    .toHaveCount(0, { timeout: 8_000 })
    .catch(() => undefined);
  // Colours mid-transition (just after the theme is switched) would be scanned as they pass; a
  // spinner's endless animation never finishes and is left alone.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const serious = async () =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  // What changes as the scan runs (a toast raised meanwhile) is scanned again until it is gone,
  // as a passing frame is, or has lasted 8 s, as a fault does. The 8 s count from the first
  // scan's answer: one scan took 6 to 10 s on a host at load 8, which a poll bounded by 8 s in all
  // cut short whatever the page held.
  let found = await serious();
  const lasting = Date.now() + 8_000;
  while (found.length > 0 && Date.now() < lasting) {
    await page.waitForTimeout(1_000);
    found = await serious();
  }
  expect(found).toEqual([]);
}

/**
 * Makes the portal call `endpoint` as the user signed in on `page`, with the token and tenant the
 * app keeps in storage, and answers the HTTP status and body, whatever they are.
 */
export async function portalAttempt(
  page: Page,
  endpoint: Endpoint,
  body: Record<string, unknown> = {},
): Promise<{ status: number; answer: any }> {
  const session = await page.evaluate(() => ({
    token: sessionStorage.getItem('kc_token'),
    tenantId: localStorage.getItem('tenantId'),
    userId: localStorage.getItem('userId'),
  }));
  const response = await page.request.post(endpoint.path, {
    headers: { authorization: `Bearer ${session.token}` },
    data: { tenantId: session.tenantId, userId: session.userId, ...body },
  });
  return { status: response.status(), answer: await response.json() };
}

/**
 * Makes the portal call `endpoint` as the user signed in on `page`, like `portalAttempt`, and
 * expects it to succeed: for setting up data the test is not about.
 */
export async function portalCall(
  page: Page,
  endpoint: Endpoint,
  body: Record<string, unknown> = {},
): Promise<any> {
  const { status, answer } = await portalAttempt(page, endpoint, body);
  expect(status, `${endpoint.path}: ${JSON.stringify(answer)}`).toBe(200);
  return answer;
}
