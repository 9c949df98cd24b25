import { expect, test, type Page } from '@playwright/test';
import { api } from '@portal/contract';
import { signInOnOwnBrowser } from './people-support.ts';
import { newPerson, portalCall, signInViaUi, signUpViaApi } from './support.ts';

/** Confirms the next dialog and clicks the row action named `action` of the user named `name`. */
async function confirmRowAction(page: Page, action: 'Deactivate' | 'Reactivate', name: string) {
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `${action} ${name}` }).click();
}

test('an Admin deactivates a signed-in user, who is signed out at once, and reactivates them', async ({
  browser,
  request,
}) => {
  const admin = await signUpViaApi(request);
  const member = { ...newPerson('dora'), name: 'Dora Departing' };
  const adminPage = await signInOnOwnBrowser(browser, admin);
  await portalCall(adminPage, api.users.addNewUser, {
    name: member.name,
    email: member.email,
    password: member.password,
    role: 'User',
  });

  // The member works in their own browser.
  const memberPage = await signInOnOwnBrowser(browser, member);

  // The Admin deactivates them from User Management, after a confirmation.
  await adminPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
  await confirmRowAction(adminPage, 'Deactivate', member.name);
  await expect(adminPage.getByText('User deactivated')).toBeVisible();
  const row = adminPage.getByRole('row').filter({ hasText: member.email });
  await expect(row.getByText('Deactivated', { exact: true })).toBeVisible();
  await adminPage.getByLabel('Status').selectOption('Active');
  await expect(row).toHaveCount(0);
  await adminPage.getByLabel('Status').selectOption('Deactivated');
  await expect(row).toBeVisible();

  // The member's next action ends their session and brings them to the login page.
  await memberPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview' }).click();
  await expect(memberPage.getByRole('button', { name: 'Sign In' })).toBeVisible({ timeout: 15_000 });
  await memberPage.getByLabel('Email').fill(member.email);
  await memberPage.getByLabel('Password').fill(member.password);
  await memberPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(memberPage.getByRole('alert')).toHaveText(
    'Your account is deactivated. Ask your administrator.',
  );

  // Reactivated, they sign in again.
  await confirmRowAction(adminPage, 'Reactivate', member.name);
  await expect(adminPage.getByText('User reactivated')).toBeVisible();
  await signInViaUi(memberPage, member);
});
