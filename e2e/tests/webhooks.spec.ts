import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { api } from '@portal/contract';
import { Webhook } from 'standardwebhooks';
import { depotTeam, signInOnOwnBrowser } from './people-support.ts';
import { expectNoSeriousA11yViolations, newPerson, portalCall } from './support.ts';
import { logTime, weekOfToday } from './timesheet-support.ts';

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A receiver on loopback that keeps every delivery and answers 200. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers as Record<string, string>, body });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, received, close: () => server.close() };
}

test('an Admin connects a webhook: a week approved is delivered signed, and shows in the delivery log', async ({
  page,
  browser,
  request,
}) => {
  const receiver = await startReceiver();
  try {
    const uma = newPerson('Uma');
    const { depot, memberIds } = await depotTeam(page, request, [[uma, 'User']]);
    const [umaId] = memberIds as [string];

    await page.goto('/settings');
    const webhooks = page.getByRole('region', { name: 'Webhooks', exact: true });
    await expect(webhooks).toContainText('No webhooks yet.');
    await webhooks.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook' });
    await dialog.getByLabel('Address').fill(receiver.url);
    await dialog.getByLabel('Week approved').check();
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await expect(page.getByText('Webhook added')).toBeVisible();
    const secret = await dialog.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    const row = webhooks.getByRole('row', { name: new RegExp(receiver.url) });
    await expect(row).toContainText('Week approved');
    await expect(row).toContainText('Active');
    await expectNoSeriousA11yViolations(page);

    // Uma submits her week; the Admin approves it
    const week = weekOfToday(-1);
    const umaPage = await signInOnOwnBrowser(browser, uma);
    await logTime(umaPage, depot, 'Picking', week[1]!, 7.5);
    await portalCall(umaPage, api.weekApproval.submitWeek, { weekStart: week[0] });
    await portalCall(page, api.weekApproval.approveWeek, { userId: umaId, weekStart: week[0] });

    // The receiver gets it signed as Standard Webhooks says, and only the event it asked for
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1);
    const [delivery] = receiver.received as [Received];
    const event = new Webhook(secret).verify(delivery.body, delivery.headers) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(event).toMatchObject({ type: 'week.approved', data: { userId: umaId, weekStart: week[0] } });
    expect(() => new Webhook(secret).verify(`${delivery.body} `, delivery.headers)).toThrow();

    // The delivery log shows it, and a test event goes the same way
    await row.getByRole('button', { name: 'Deliveries' }).click();
    const log = page.getByRole('dialog', { name: 'Deliveries' });
    const approved = log.getByRole('row', { name: /Week approved/ });
    await expect(approved).toContainText('Delivered');
    await expect(approved).toContainText('200');
    await log.getByRole('button', { name: 'Send test event' }).click();
    await expect(page.getByText('Test event on its way')).toBeVisible();
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(2);
    const test = new Webhook(secret).verify(receiver.received[1]!.body, receiver.received[1]!.headers) as {
      type: string;
    };
    expect(test.type).toBe('webhook.test');
    await expect(log.getByRole('row', { name: /Delivered/ })).toHaveCount(2, { timeout: 15_000 });
  } finally {
    receiver.close();
  }
});
