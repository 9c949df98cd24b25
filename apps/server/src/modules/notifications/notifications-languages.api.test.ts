import {
  addCalendarDays,
  api,
  type Locale,
  type Notification,
  notificationTitleMessage,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { addMember, callAs, createProject, newTenant, type Member } from '../../../test/factories.ts';
import { startSmtpSink, type ReceivedEmail } from '../../../test/smtp-sink.ts';
import { intlFor } from '../../i18n/messages.ts';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let server: TestServer;
let project: { projectId: string; taskIds: string[] };
let admin: Member;
let manager: Member;

/**
 * An email as its reader sees it. The sink undoes quoted-printable over the whole message, headers
 * included, byte by byte: the content's bytes are UTF-8 again, and of the subject's encoded words
 * (RFC 2047) the text is left, joined with the headers after it.
 */
function readable(email: ReceivedEmail) {
  const content = Buffer.from(email.content, 'latin1').toString('utf8');
  const header = /^Subject: (.*)$/m.exec(content)?.[1] ?? '';
  const subject = [...header.matchAll(/=\?UTF-8\?([QB])\?([^?]*)\?/gi)]
    .map(([, encoding, text = '']) =>
      encoding?.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : text.replace(/_/g, ' '),
    )
    .join('');
  return { subject: subject || header, content };
}

async function waitForEmail(member: Member, timeoutMs = 10_000): Promise<ReceivedEmail> {
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    const found = smtp.received.find((message) => message.to.includes(member.email));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no email to ${member.email} within ${timeoutMs} ms`);
}

const notificationsOf = async (member: Member) =>
  ((await callAs(server, member, api.notifications.getNotifications)).body as { data: Notification[] }).data;

/** A title in `locale` as a client words it from the answer's kind and params. */
const titleIn = (locale: Locale, { kind, params = {} }: Notification) =>
  intlFor(locale).formatMessage(notificationTitleMessage(kind, params), params);

async function rejectWeekOf(member: Member, weekStart: string, reason: string) {
  const entry = { userId: member.userId, projectId: project.projectId, taskId: project.taskIds[0], hours: 2 };
  const monday = addCalendarDays(weekStart, 1);
  expect((await callAs(server, member, api.timesheet.addTimeEntry, { ...entry, date: monday })).status).toBe(
    200,
  );
  expect((await callAs(server, member, api.weekApproval.submitWeek, { weekStart })).status).toBe(200);
  const rejected = await callAs(server, manager, api.weekApproval.rejectWeek, {
    userId: member.userId,
    weekStart,
    reason,
  });
  expect(rejected.status).toBe(200);
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Timesheet <timesheet@example.com>',
  });
  admin = await newTenant(server);
  manager = await addMember(server, admin, 'Manager', 'Mia');
  project = await createProject(server, admin, 'Depot', ['Picking']);
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('notifications in the reader’s language', () => {
  it('answers the params of a title stored in English, which word it in English as stored and in the language read now', async () => {
    const reader = await addMember(server, admin, 'User', 'Uma');
    await rejectWeekOf(reader, '2026-09-06', 'Tuesday is missing');
    const remind = await callAs(server, manager, api.notifications.remind, {
      weekStart: '2026-09-13',
      userIds: [reader.userId],
    });
    expect(remind.status).toBe(200);

    // Stored while the reader read English; they read German from now on.
    expect((await callAs(server, reader, api.users.setLanguage, { language: 'de' })).status).toBe(200);
    const [reminder, rejection] = await notificationsOf(reader);
    expect(reminder).toMatchObject({
      kind: 'reminder',
      title: 'Please submit your timesheet for the week of 2026-09-13',
      params: { week: '2026-09-13' },
    });
    expect(rejection).toMatchObject({
      kind: 'week-rejected',
      title: 'Your week of 2026-09-06 was rejected by Mia Member',
      body: 'Tuesday is missing',
      params: { week: '2026-09-06', name: 'Mia Member' },
    });
    for (const notification of [reminder!, rejection!]) {
      expect(titleIn('en', notification)).toBe(notification.title);
    }
    expect(titleIn('de', rejection!)).toBe('Mia Member hat Ihre Woche vom 2026-09-06 abgelehnt');
    expect(titleIn('fr', reminder!)).toBe(
      'Veuillez soumettre votre feuille de temps de la semaine du 2026-09-13',
    );
  });

  it('answers params with the absence titles too, wording them exactly as stored in English', async () => {
    const person = await addMember(server, admin, 'User', 'Ute');
    // Days before an account was opened expect no hours, so nobody could be absent on them.
    await server.db
      .updateTable('users')
      .set({ created_at: '2025-01-01T08:00:00.000Z' })
      .where('id', '=', person.userId)
      .execute();
    const requested = await callAs(server, person, api.absences.requestAbsence, {
      userId: person.userId,
      type: 'vacation',
      from: '2026-09-21',
      to: '2026-09-21',
      halfDay: true,
      note: '',
    });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    const request = (await notificationsOf(manager)).find((note) => note.kind === 'absence-requested');
    expect(request).toMatchObject({
      title: 'Vacation requested by Ute Member: 2026-09-21 (half day)',
      params: { type: 'vacation', from: '2026-09-21', to: '2026-09-21', halfDay: 'yes', name: 'Ute Member' },
    });
    expect(titleIn('en', request!)).toBe(request!.title);
  });
});

describe('emails in the recipient’s language', () => {
  it('reach a person who chose German in German, with the reason as typed and a link', async () => {
    const reader = await addMember(server, admin, 'User', 'Greta');
    expect((await callAs(server, reader, api.users.setLanguage, { language: 'de' })).status).toBe(200);
    await rejectWeekOf(reader, '2026-08-02', 'Montag fehlt');

    const { subject, content } = readable(await waitForEmail(reader));
    expect(subject).toBe('Mia Member hat Ihre Woche vom 2. Aug. 2026 abgelehnt');
    expect(content).toContain('Montag fehlt');
    expect(content).toContain(
      `Im Zeiterfassungsportal öffnen: ${server.url}/timesheet-overview?week=2026-08-02`,
    );
    expect(content).toContain('<html lang="de">');
  });

  it("reach a person without a language in their tenant's default, French", async () => {
    const tenant = await newTenant(server);
    const settings = (await callAs(server, tenant, api.settings.getSettings)).body.settings;
    const changed = await callAs(server, tenant, api.settings.updateSettings, {
      ...settings,
      language: 'fr',
    });
    expect(changed.status).toBe(200);
    const person = await addMember(server, tenant, 'User', 'Odile');
    const remind = await callAs(server, tenant, api.notifications.remind, {
      weekStart: '2026-08-09',
      userIds: [person.userId],
    });
    expect(remind.status).toBe(200);

    const { subject, content } = readable(await waitForEmail(person));
    expect(subject).toBe('Veuillez soumettre votre feuille de temps de la semaine du 9 août 2026');
    expect(content).toContain(
      `Ouvrir dans le portail des feuilles de temps\u00a0: ${server.url}/timesheet-overview?week=2026-08-09`,
    );
    // The bell still stores the English title, and words it in French from its params.
    const [stored] = await notificationsOf(person);
    expect(stored).toMatchObject({ title: 'Please submit your timesheet for the week of 2026-08-09' });
  });

  it('reach a person who chose English in English even when the tenant’s default is another', async () => {
    const tenant = await newTenant(server);
    const settings = (await callAs(server, tenant, api.settings.getSettings)).body.settings;
    await callAs(server, tenant, api.settings.updateSettings, { ...settings, language: 'pl' });
    const person = await addMember(server, tenant, 'User', 'Eve');
    expect((await callAs(server, person, api.users.setLanguage, { language: 'en' })).status).toBe(200);
    await callAs(server, tenant, api.notifications.remind, {
      weekStart: '2026-08-16',
      userIds: [person.userId],
    });

    const email = await waitForEmail(person);
    expect(email.subject).toBe('Please submit your timesheet for the week of 2026-08-16');
    expect(email.content).toContain('<!doctype html><html><body style="font-family:sans-serif">');
  });
});
