import { expect, test } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  newPerson,
  signInViaUi,
  signUpViaApi,
  updateDatabase,
} from './support.ts';

test('a newcomer signs up, signs in through the login page, keeps the theme and signs out', async ({
  page,
}) => {
  const person = newPerson('Katherine');

  // Sign up with the form
  await page.goto('/signup');
  await page.getByLabel('First Name').fill(person.firstName);
  await page.getByLabel('Last Name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Retype Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Registration successful! Redirecting to sign in...')).toBeVisible();

  // After 2 s the app goes to sign-in, which hands over to the identity provider's login page
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/realms\/timesheet\/login\//);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  // The gate greets and lands on My Timesheet inside the layout
  await expect(page.getByText('Sign in successful! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/timesheet$/, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: person.firstName, exact: false })).toBeVisible();
  const storage = await page.evaluate(() => ({
    userRole: localStorage.getItem('userRole'),
    userEmail: localStorage.getItem('userEmail'),
    tenantId: localStorage.getItem('tenantId'),
    kcToken: sessionStorage.getItem('kc_token'),
  }));
  expect(storage).toMatchObject({ userRole: 'Admin', userEmail: person.email });
  expect(storage.tenantId).toBeTruthy();
  expect(storage.kcToken).toBeTruthy();

  // Dark theme survives a reload
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page).toHaveURL(/\/timesheet$/);

  // Sign out through the user menu returns to the site and clears the session
  await page.getByRole('button', { name: person.firstName, exact: false }).click();
  await expect(page.getByText(person.email)).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();

  // The provider's session is over too: the login page asks for credentials again
  await page.goto('/timesheet');
  await expect(page).toHaveURL(/\/realms\/timesheet\/login\//, { timeout: 15_000 });
});

test('sign-up shows every validation message under its field', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Password is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByLabel('Retype Password').fill('54321');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Email is invalid')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
});

test('signing up twice with one email shows the server’s message', async ({ page, request }) => {
  const person = await signUpViaApi(request);
  await page.goto('/signup');
  await page.getByLabel('First Name').fill(person.firstName);
  await page.getByLabel('Last Name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Retype Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('An account with this email already exists')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('wrong credentials on the login page say so without revealing the email', async ({ page, request }) => {
  const person = await signUpViaApi(request);
  await page.goto('/signin');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await page.getByLabel('Email').fill(`nobody-${person.email}`);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
});

test('a user without portal access sees the refused-access page', async ({ page, request }) => {
  const person = await signUpViaApi(request, newPerson('Noaccess'));
  updateDatabase('UPDATE users SET portal_access = 0 WHERE email = ?', person.email);
  await page.goto('/signin');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'ERROR' })).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByText("Currently You don't have permission to access this portal.").first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home Page' })).toHaveAttribute('href', '/');
});

test('an expired subscription signs the user out with a message', async ({ page, request }) => {
  const person = await signUpViaApi(request, newPerson('Expired'));
  updateDatabase(
    'UPDATE tenants SET subscription_ends_on = ? WHERE id = (SELECT tenant_id FROM users WHERE email = ?)',
    '2020-01-31',
    person.email,
  );
  await page.goto('/signin');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Subscription expired.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible({ timeout: 15_000 });
});

test('an unknown path shows the 404 page and a signed-out visitor is sent to sign in', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'ERROR' })).toBeVisible();
  await expect(page.getByText("We can't seem to find the page you are looking for!")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home Page' }).click();
  // / redirects to /signin, which hands over to the login page
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible({ timeout: 15_000 });

  await page.goto('/projects');
  await expect(page).toHaveURL(/\/realms\/timesheet\/login\//, { timeout: 15_000 });
});

test.describe('accessibility', () => {
  test('sign-up and the login page have no serious violations', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
  });

  test('the layout has no serious violations in light and dark theme', async ({ page, request }) => {
    const person = await signUpViaApi(request);
    await signInViaUi(page, person);
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoSeriousA11yViolations(page);
  });
});

test('role User sees neither Review nor Users, and their screens say Page not found', async ({
  page,
  request,
}) => {
  const person = await signUpViaApi(request, newPerson('Plainuser'));
  updateDatabase("UPDATE users SET role = 'User' WHERE email = ?", person.email);
  await signInViaUi(page, person);
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'My Timesheet' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Projects' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Review' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await page.goto('/timesheet-review');
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.goto('/users');
  await expect(page.getByText('Page not found')).toBeVisible();
});

test('signing in and the first screen answer no request with an error and log none', async ({
  page,
  request,
}) => {
  const person = await signUpViaApi(request);
  const problems: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

  await page.goto('/signin');
  await expect(page).toHaveURL(/\/realms\/timesheet\/login\//, { timeout: 15_000 });
  // The browser asks for the page's icon only once the page has loaded.
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/timesheet$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'My Timesheet' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
