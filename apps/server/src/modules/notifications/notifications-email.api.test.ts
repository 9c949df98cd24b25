import { Writable } from 'node:stream';
import { api } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { addMember, callAs, createProject, newTenant, type Member } from '../../../test/factories.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { sendDueEmails, smtpSender } from './notifications.mailer.ts';

const SMTP_USER = 'portal';
const SMTP_PASSWORD = 'smtp-secret-pw-4711';

/** Addresses the SMTP server refuses once, as a busy mailbox does. */
const busyOnce = new Set<string>();
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let smtpUrl: string;
let server: TestServer;
let logs = '';
let admin: Member;
let manager: Member;
let user: Member;
let project: { projectId: string; taskIds: string[] };

const mailTo = (member: Member) => smtp.received.filter((message) => message.to.includes(member.email));

async function waitFor<T>(
  check: () => T | undefined | Promise<T | undefined>,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    const found = await check();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${what} within ${timeoutMs} ms`);
}

beforeAll(async () => {
  smtp = await startSmtpSink({
    authOptional: false,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: SMTP_USER });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (!busyOnce.delete(address.address)) return callback();
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 450 }));
    },
  });
  smtpUrl = `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtp.port}`;
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs += String(chunk);
      done();
    },
  });
  server = await startServer(
    { SMTP_URL: smtpUrl, MAIL_FROM: 'Timesheet <timesheet@example.com>', LOG_LEVEL: 'info' },
    { logStream },
  );
  admin = await newTenant(server);
  manager = await addMember(server, admin, 'Manager', 'Mia');
  user = await addMember(server, admin, 'User', 'Uma');
  project = await createProject(server, admin, 'Depot', ['Picking']);
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('email of week decisions and reminders', () => {
  const weekStart = '2026-10-04';

  it('sends the owner one email per decision, with the reason and a link to the week', async () => {
    const entry = { userId: user.userId, projectId: project.projectId, taskId: project.taskIds[0], hours: 2 };
    await callAs(server, user, api.timesheet.addTimeEntry, { ...entry, date: '2026-10-05' });
    expect((await callAs(server, user, api.weekApproval.submitWeek, { weekStart })).status).toBe(200);
    const reason = 'Monday lacks the morning';
    const rejected = await callAs(server, manager, api.weekApproval.rejectWeek, {
      userId: user.userId,
      weekStart,
      reason,
    });
    expect(rejected.status).toBe(200);

    const mail = await waitFor(() => mailTo(user)[0], 'email to the owner');
    expect(mail.subject).toBe(`Your week of ${weekStart} was rejected by Mia Member`);
    expect(mail.content).toContain('From: Timesheet <timesheet@example.com>');
    expect(mail.content).toContain(reason);
    const link = `${server.url}/timesheet-overview?week=${weekStart}`;
    expect(mail.content).toContain(`Open it in the timesheet portal: ${link}`);
    expect(mail.content).toContain(`href="${link}"`);

    await callAs(server, user, api.timesheet.addTimeEntry, { ...entry, date: '2026-10-06' });
    await callAs(server, user, api.weekApproval.submitWeek, { weekStart });
    await callAs(server, admin, api.weekApproval.approveWeek, { userId: user.userId, weekStart });
    await waitFor(() => (mailTo(user).length === 2 ? true : undefined), 'email of the approval');
    expect(mailTo(user).map((message) => message.subject)).toEqual([
      `Your week of ${weekStart} was rejected by Mia Member`,
      `Your week of ${weekStart} was approved by Ada Lovelace`,
    ]);
    // Submissions are told in the app only.
    expect(mailTo(manager)).toEqual([]);
    expect(mailTo(admin)).toEqual([]);
  });

  it('retries an email the server refused, and never logs the SMTP password', async () => {
    const colleague = await addMember(server, admin, 'User', 'Tom');
    busyOnce.add(colleague.email);
    const reminded = await callAs(server, manager, api.notifications.remind, {
      weekStart: '2026-10-11',
      userIds: [colleague.userId, user.userId],
    });
    expect(reminded.body).toMatchObject({ reminded: 2, skipped: 0 });
    const toUser = await waitFor(
      () => mailTo(user).find((message) => message.subject.startsWith('Please submit')),
      'reminder email',
    );
    expect(toUser.content).toContain(`${server.url}/timesheet-overview?week=2026-10-11`);

    const outbox = () =>
      server.db
        .selectFrom('email_outbox')
        .selectAll()
        .where('tenant_id', '=', admin.tenantId)
        .where('to_address', '=', colleague.email)
        .executeTakeFirstOrThrow();
    // The failure is logged, then recorded on its row: wait for both.
    await waitFor(() => (logs.includes('Sending an email failed') ? true : undefined), 'a logged failure');
    const row = await waitFor(async () => {
      const current = await outbox();
      return current.last_error ? current : undefined;
    }, 'the recorded failure');
    expect(row).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
    expect(row.last_error).toContain('Mailbox busy');
    expect(mailTo(colleague)).toEqual([]);

    // Due again after the first backoff: sent then, once, whichever sender gets to it.
    const sender = smtpSender(smtpUrl);
    try {
      await sendDueEmails(server.db, sender.send, {
        from: 'Timesheet <timesheet@example.com>',
        now: new Date(Date.now() + 2 * 60_000),
        log: server.app.log,
      });
    } finally {
      sender.close();
    }
    expect(mailTo(colleague)).toHaveLength(1);
    expect((await outbox()).sent_at).not.toBeNull();
    expect(logs).not.toContain(SMTP_PASSWORD);
    expect(logs).not.toContain(smtpUrl);
  });
});
