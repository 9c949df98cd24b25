import { api } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { addMember, callAs, createProject, newTenant, type Member } from '../../../test/factories.ts';
import { startSmtpSink, type ReceivedEmail } from '../../../test/smtp-sink.ts';
import { sendDueEmails, smtpSender } from '../notifications/notifications.mailer.ts';
import { tickSavedReports } from './saved-reports.scheduler.ts';

const FROM = 'Timesheet <timesheet@example.com>';
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let smtpUrl: string;
let server: TestServer;
let admin: Member;
let manager: Member;
let user: Member;

const mailTo = (member: Member) => smtp.received.filter((message) => message.to.includes(member.email));
const tick = (now: string) =>
  tickSavedReports(server.db, new Date(now), { mail: server.app.live.mail, log: server.app.log });

/**
 * Sends what the outbox holds, as the mailer does, and waits for the sink to have it all; the ticks
 * run at moments of their own, and the emails they queue are due from then.
 */
async function deliver() {
  const sender = smtpSender(smtpUrl);
  try {
    await sendDueEmails(server.db, sender.send, {
      from: FROM,
      now: new Date('2027-01-01'),
      log: server.app.log,
    });
  } finally {
    sender.close();
  }
  for (const started = Date.now(); Date.now() - started < 10_000;) {
    const pending = await server.db
      .selectFrom('email_outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .where('tenant_id', '=', admin.tenantId)
      .execute();
    if (pending.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The attachment named `filename` of an email, as bytes. */
function attachment(email: ReceivedEmail, filename: string): Buffer {
  const start = Math.max(
    email.content.indexOf(`filename=${filename}`),
    email.content.indexOf(`filename="${filename}"`),
  );
  expect(start, `no attachment ${filename}`).toBeGreaterThanOrEqual(0);
  const headerStart = email.content.lastIndexOf('\r\n--', start);
  const bodyStart = email.content.indexOf('\r\n\r\n', start) + 4;
  const headers = email.content.slice(headerStart, bodyStart);
  const base64 = /Content-Transfer-Encoding: base64/i.test(headers);
  // The mail sink reads a body as quoted-printable, which takes a base64 body's closing '=' and line
  // break away; base64 has no '-', so its body ends where the boundary's dashes start.
  const end = base64 ? email.content.indexOf('--', bodyStart) : email.content.indexOf('\r\n--', bodyStart);
  const body = email.content.slice(bodyStart, end);
  return base64 ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(body, 'utf8');
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  smtpUrl = `smtp://127.0.0.1:${smtp.port}`;
  server = await startServer({ SMTP_URL: smtpUrl, MAIL_FROM: FROM });
  admin = await newTenant(server);
  manager = await addMember(server, admin, 'Manager', 'Mia');
  user = await addMember(server, admin, 'User', 'Uma');
  const settings = (await callAs(server, admin, api.settings.getSettings)).body.settings as Record<
    string,
    unknown
  >;
  const updated = await callAs(server, admin, api.settings.updateSettings, {
    ...settings,
    timeZone: 'Europe/Berlin',
    managersSeeMoney: false,
  });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  const project = await createProject(server, admin, 'Depot', ['Picking']);
  expect(
    (
      await callAs(server, admin, api.rates.setRate, {
        kind: 'bill',
        validFrom: '2026-01-01',
        amount: 10_000,
      })
    ).status,
  ).toBe(200);
  for (const [member, date, hours] of [
    [user, '2026-11-17', 3],
    [admin, '2026-11-18', 2],
    [user, '2026-11-24', 5],
  ] as const) {
    const added = await callAs(server, member, api.timesheet.addTimeEntry, {
      userId: member.userId,
      date,
      projectId: project.projectId,
      taskId: project.taskIds[0],
      hours,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('scheduled reports', () => {
  it('are sent once per period to each recipient, with money only for whom the role allows it', async () => {
    const saved = await callAs(server, manager, api.savedReports.saveReport, {
      name: 'Team hours',
      state: 'period=this-month&group=project,user',
      schedule: {
        frequency: 'weekly',
        day: 1,
        hour: 8,
        format: 'csv',
        recipients: [user.userId, admin.userId, manager.userId],
      },
    });
    expect(saved.status).toBe(200);
    const id = (saved.body as { id: string }).id;

    // Monday 2026-11-23 08:00 in Berlin is 07:00 UTC.
    expect(await tick('2026-11-23T06:59:00Z')).toEqual([]);
    const [first, second] = await Promise.all([tick('2026-11-23T07:30:00Z'), tick('2026-11-23T07:30:00Z')]);
    expect([...first, ...second]).toEqual([
      { tenantId: admin.tenantId, savedReportId: id, periodKey: 'weekly:2026-11-15', emailed: 3 },
    ]);
    expect(await tick('2026-11-23T09:00:00Z')).toEqual([]);
    expect(await tick('2026-11-24T06:00:00Z')).toEqual([]);
    const claims = await server.db
      .selectFrom('saved_report_runs')
      .select('period_key')
      .where('tenant_id', '=', admin.tenantId)
      .where('saved_report_id', '=', id)
      .execute();
    expect(claims).toEqual([{ period_key: 'weekly:2026-11-15' }]);

    await deliver();
    for (const member of [user, admin, manager]) {
      const mails = mailTo(member);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Team hours: 2026-11-15 to 2026-11-21');
      expect(mails[0]!.content).toContain(`${server.url}/reports?period=this-month&group=project,user`);
    }
    const csv = (member: Member) =>
      attachment(mailTo(member)[0]!, 'timesheet-report-2026-11-15-2026-11-21.csv').toString('utf8');

    // The Admin sees money, and everyone's hours of the week before (not the saved period's).
    expect(csv(admin)).toBe(
      '\uFEFFProject,User,Hours,Billable hours,Billable amount (EUR),Cost (EUR),Margin (EUR)\r\n' +
        'Depot,Ada Lovelace,2.00,2.00,200.00,0.00,200.00\r\n' +
        'Depot,Uma Member,3.00,3.00,300.00,0.00,300.00\r\n' +
        'Depot Total,,5.00,5.00,500.00,0.00,500.00\r\n' +
        'Total,,5.00,5.00,500.00,0.00,500.00\r\n',
    );
    // A Manager where the tenant keeps money from Managers, and a User never, get no money columns.
    expect(csv(manager)).toBe(
      '\uFEFFProject,User,Hours\r\n' +
        'Depot,Ada Lovelace,2.00\r\n' +
        'Depot,Uma Member,3.00\r\n' +
        'Depot Total,,5.00\r\n' +
        'Total,,5.00\r\n',
    );
    // A User gets their own hours only, as the portal shows them their reports.
    expect(csv(user)).toBe(
      '\uFEFFProject,User,Hours\r\nDepot,Uma Member,3.00\r\nDepot Total,,3.00\r\nTotal,,3.00\r\n',
    );
    expect(csv(user)).not.toMatch(/Billable|Cost|Margin|EUR/);
  });

  it('send the month before on their day of the month, as a PDF', async () => {
    const saved = await callAs(server, admin, api.savedReports.saveReport, {
      name: 'Monthly',
      state: 'group=user',
      schedule: { frequency: 'monthly', day: 1, hour: 8, format: 'pdf', recipients: [admin.userId] },
    });
    const id = (saved.body as { id: string }).id;
    // 2026-12-01 08:00 in Berlin.
    expect(await tick('2026-12-01T07:00:00Z')).toEqual([
      { tenantId: admin.tenantId, savedReportId: id, periodKey: 'monthly:2026-11', emailed: 1 },
    ]);
    await deliver();
    const mail = mailTo(admin).find((message) => message.subject === 'Monthly: 2026-11-01 to 2026-11-30')!;
    const pdf = attachment(mail, 'timesheet-report-2026-11-01-2026-11-30.pdf');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('are not sent once deleted', async () => {
    const saved = await callAs(server, admin, api.savedReports.saveReport, {
      name: 'Gone',
      state: 'group=user',
      schedule: { frequency: 'weekly', day: 3, hour: 8, format: 'csv', recipients: [admin.userId] },
    });
    const id = (saved.body as { id: string }).id;
    await callAs(server, admin, api.savedReports.deleteSavedReport, { savedReportId: id });
    // Wednesday 2026-11-25 08:00 in Berlin.
    expect(await tick('2026-11-25T07:00:00Z')).toEqual([]);
  });
});
