import { expect, test, type Page } from '@playwright/test';
import { API_DOCS_PATH, api, type Endpoint } from '@portal/contract';
import { expectNoSeriousA11yViolations, newPerson, signInViaUi, signUpViaApi } from './support.ts';

/** Calls `endpoint` from Swagger UI's "Try it out" with `body`, and answers the status it shows. */
async function tryOut(docs: Page, endpoint: Endpoint, body: object): Promise<string> {
  const operation = docs.locator('.opblock').filter({ has: docs.locator(`[data-path="${endpoint.path}"]`) });
  await operation.locator('.opblock-summary-control').click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.locator('textarea.body-param__text').fill(JSON.stringify(body));
  await operation.getByRole('button', { name: 'Execute' }).click();
  const status = operation.locator('.live-responses-table tr.response .response-col_status');
  await expect(status).toHaveText(/\d{3}/, { timeout: 15_000 });
  return (await status.innerText()).trim();
}

test('a person creates a read-only API token, calls the API with it from the docs page, and revokes it', async ({
  page,
  request,
}) => {
  const admin = await signUpViaApi(request, newPerson('Ada'));
  await signInViaUi(page, admin);
  const tenantId = await page.evaluate(() => localStorage.getItem('tenantId'));

  await page.getByRole('button', { name: /Ada/ }).click();
  await page.getByRole('link', { name: 'API tokens' }).click();
  await expect(page.getByRole('heading', { name: 'API tokens', level: 1 })).toBeVisible();
  const own = page.getByRole('region', { name: 'Your API tokens' });
  await expect(own).toContainText('No API tokens yet.');

  // A name is required; the token is then shown once
  await page.getByRole('button', { name: 'Create token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create token' });
  await dialog.getByRole('button', { name: 'Create token' }).click();
  await expect(dialog.getByText('Please name the token')).toBeVisible();
  await dialog.getByLabel('Name').fill('Payroll script');
  await expect(dialog.getByLabel('Access')).toHaveValue('read');
  await dialog.getByLabel('Expires after').selectOption({ label: '30 days' });
  await expect(dialog.getByLabel('Expires after').locator('option')).toHaveText([
    '30 days',
    '90 days',
    '365 days',
    'Never',
  ]);
  await dialog.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByText('API token created')).toBeVisible();
  const token = await dialog.getByLabel('Your new API token').inputValue();
  expect(token).toMatch(/^tsp_[A-Za-z0-9_-]{43}$/);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  const row = own.getByRole('row', { name: /Payroll script/ });
  await expect(row).toContainText('Read only');
  await expect(row).toContainText('Not used yet');
  await expect(row).toContainText(token.slice(0, 8));
  await expect(page.getByRole('region', { name: 'API tokens of your company' })).toContainText('Ada');

  // Swagger UI takes the token; a read answers, a change is refused for a read-only token
  const docs = await page.context().newPage();
  await docs.goto(`${API_DOCS_PATH}/`);
  await docs.getByRole('button', { name: 'Authorize' }).first().click();
  const authorize = docs.locator('.auth-container').filter({ hasText: 'apiToken' });
  await authorize.locator('input').fill(token);
  await authorize.getByRole('button', { name: 'Apply credentials' }).click();
  await expect(authorize.getByRole('button', { name: 'Remove authorization' })).toBeVisible();
  await docs.getByRole('button', { name: 'Close' }).first().click();
  expect(await tryOut(docs, api.users.getEmployees, { tenantId })).toBe('200');
  await expect(docs.locator('.live-responses-table').first()).toContainText(admin.email);
  expect(await tryOut(docs, api.clients.addClient, { tenantId, name: 'Not with a read-only token' })).toBe(
    '403',
  );
  await expect(docs.locator('.live-responses-table').nth(1)).toContainText('This API token may only read');
  await docs.close();

  await page.reload();
  await expect(row).not.toContainText('Not used yet');

  // Revoked, it stops at once
  page.once('dialog', (question) => void question.accept());
  await row.getByRole('button', { name: 'Revoke Payroll script' }).click();
  await expect(page.getByText('API token revoked')).toBeVisible();
  await expect(own).toContainText('No API tokens yet.');
  const after = await request.post(api.users.getEmployees.path, {
    headers: { authorization: `Bearer ${token}` },
    data: { tenantId },
  });
  expect(after.status()).toBe(401);
});
