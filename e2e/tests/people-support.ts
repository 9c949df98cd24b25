import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { api } from '@portal/contract';
import { portalCall, signInViaUi, signUpViaApi, type Person } from './support.ts';
import { createProject, type SeededProject } from './timesheet-support.ts';

export const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;

/** Adds a member to the tenant of the Admin signed in on `page`; answers their user id. */
export async function addMember(page: Page, person: Person, role: 'User' | 'Manager'): Promise<string> {
  const { id } = await portalCall(page, api.users.addNewUser, {
    name: fullName(person),
    email: person.email,
    password: person.password,
    role,
  });
  return id;
}

/**
 * The tenant most tests of several people start from: a new Admin signed in on `page`, the project
 * Depot with its task Picking, and `members` added with their roles. Answers the Admin, the
 * project and the members' user ids, in order.
 */
export async function depotTeam(
  page: Page,
  request: APIRequestContext,
  members: readonly [Person, 'User' | 'Manager'][],
): Promise<{ admin: Person; depot: SeededProject; memberIds: string[] }> {
  const admin = await signUpViaApi(request);
  await signInViaUi(page, admin);
  const depot = await createProject(page, 'Depot', ['Picking']);
  const memberIds: string[] = [];
  for (const [person, role] of members) memberIds.push(await addMember(page, person, role));
  return { admin, depot, memberIds };
}

/**
 * Signs `person` in on a browser of their own, as a second person at another desk would. Each
 * browser and sign-in took up to 10 s on a busy two-core machine, so a test of several people gets
 * triple time.
 */
export async function signInOnOwnBrowser(browser: Browser, person: Person): Promise<Page> {
  test.slow();
  const page = await (await browser.newContext()).newPage();
  await signInViaUi(page, person);
  return page;
}

/** The header's notification bell. */
export const bell = (page: Page): Locator => page.getByRole('button', { name: /^Notifications/ });

/** The bell's panel. */
export const notificationPanel = (page: Page): Locator => page.getByRole('dialog', { name: 'Notifications' });

/**
 * Marks the page so that a later check can tell it was not reloaded: what the test then sees
 * arrived over the live channel.
 */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
}

export async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
}
