import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, newPerson, signInViaUi, signUpViaApi } from './support.ts';

const FEED_ADDRESS = /\/calendar\/[A-Za-z0-9_-]{43}\.ics$/;

test('a person creates a calendar feed address, copies it, resets it and revokes it', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const admin = await signUpViaApi(request, newPerson('Ada'));
  await signInViaUi(page, admin);
  await page.goto('/absences');

  // The section explains the feeds; an Admin has a team feed besides their own
  const section = page.getByRole('region', { name: 'Calendar feeds' });
  await expect(section).toContainText('Google Calendar, Outlook or Apple Calendar');
  const own = section.getByRole('article', { name: 'My absences' });
  await expect(own).toContainText('No address yet.');
  await expect(section.getByRole('article', { name: 'Team absences' })).toContainText('No address yet.');

  // Creating shows the address once, which a calendar app can fetch
  await own.getByRole('button', { name: 'Create address' }).click();
  const address = own.getByLabel('Secret address');
  await expect(address).toHaveValue(FEED_ADDRESS);
  const first = await address.inputValue();
  const feed = await request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  // Copy puts it on the clipboard
  await own.getByRole('button', { name: 'Copy' }).click();
  await expect(own.getByRole('status')).toHaveText('Address copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  await expectNoSeriousA11yViolations(page);

  // Reset asks first, then the old address stops at once
  page.once('dialog', (dialog) => void dialog.accept());
  await own.getByRole('button', { name: 'Reset address' }).click();
  await expect(address).not.toHaveValue(first);
  await expect(address).toHaveValue(FEED_ADDRESS);
  const second = await address.inputValue();
  expect((await request.get(first)).status()).toBe(404);
  expect((await request.get(second)).status()).toBe(200);

  // Revoke asks first, then the address stops and the card offers a new one
  page.once('dialog', (dialog) => void dialog.accept());
  await own.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Calendar feed revoked')).toBeVisible();
  await expect(own).toContainText('No address yet.');
  await expect(own.getByLabel('Secret address')).toBeHidden();
  expect((await request.get(second)).status()).toBe(404);
});
