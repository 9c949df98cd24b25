import { api, type LiveEvent } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { openEventStream, type EventStream } from '../../../test/event-stream.ts';
import { addMember, callAs, newTenant, type Member } from '../../../test/factories.ts';
import { auditRecords } from '../../../test/fail-audit.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { snapshotTenant } from '../../../test/tenant-fixture.ts';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let server: TestServer;
let admin: Member;
let mia: Member;
let max: Member;
let uma: Member;
let otto: Member;
let foreign: Member;
let foreignUser: Member;
const streams: EventStream[] = [];

/** Everyone's accounts start in 2025, so that past and coming days of 2026 and 2027 expect hours. */
const ACCOUNT_START = '2025-01-01T08:00:00.000Z';

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Timesheet <t@example.com>',
  });
  admin = await newTenant(server);
  mia = await addMember(server, admin, 'Manager', 'Mia');
  max = await addMember(server, admin, 'Manager', 'Max');
  uma = await addMember(server, admin, 'User', 'Uma');
  otto = await addMember(server, admin, 'User', 'Otto');
  foreign = await newTenant(server);
  foreignUser = await addMember(server, foreign, 'User', 'Fay');
  await server.db
    .updateTable('users')
    .set({ created_at: ACCOUNT_START })
    .where('tenant_id', 'in', [admin.tenantId, foreign.tenantId])
    .execute();
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await server?.close();
  await smtp?.close();
});

const request = (member: Member, body: Record<string, unknown>) =>
  callAs(server, member, api.absences.requestAbsence, body);
const decide = (member: Member, id: string, decision: 'approve' | 'reject', reason?: string) =>
  callAs(server, member, api.absences.decideAbsence, { id, decision, ...(reason ? { reason } : {}) });
const cancel = (member: Member, id: string, reason?: string) =>
  callAs(server, member, api.absences.cancelAbsence, { id, ...(reason ? { reason } : {}) });
const list = (member: Member, query: Record<string, unknown>) =>
  callAs(server, member, api.absences.getAbsences, query);

/** Requests an absence that must be accepted; answers its id. */
async function requested(member: Member, body: Record<string, unknown>): Promise<string> {
  const answer = await request(member, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.id;
}

const storedAbsence = (id: string) =>
  server.db
    .selectFrom('absences')
    .selectAll()
    .where('tenant_id', '=', admin.tenantId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** The audit records of one absence. */
const auditOf = async (id: string) =>
  (await auditRecords(server.db, admin.tenantId))
    .filter((record) => record.target_id === id)
    .map((record) => record.action);

/** Notifications about absences, by recipient, oldest first. */
const notificationsOf = (member: Member) =>
  server.db
    .selectFrom('notifications')
    .select(['kind', 'title', 'body', 'link_screen', 'link_week', 'link_user_id'])
    .where('tenant_id', '=', member.tenantId)
    .where('user_id', '=', member.userId)
    .where('kind', 'in', ['absence-requested', 'absence-approved', 'absence-rejected', 'absence-cancelled'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** Subjects of the emails queued for one person. */
const outboxOf = async (member: Member) =>
  (
    await server.db
      .selectFrom('email_outbox')
      .select(['subject', 'created_at'])
      .where('tenant_id', '=', member.tenantId)
      .where('to_address', '=', member.email)
      .orderBy('created_at')
      .execute()
  ).map((row) => row.subject);

/** Runs a call that must be refused with `status` and `msg`, and checks it changed nothing. */
async function refused(
  call: () => Promise<{ status: number; body: { msg?: string } }>,
  status: number,
  msg?: string,
) {
  const before = await snapshotTenant(server.db, admin.tenantId);
  const audited = (await auditRecords(server.db, admin.tenantId)).length;
  const answer = await call();
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  if (msg !== undefined) expect(answer.body.msg).toBe(msg);
  expect(await snapshotTenant(server.db, admin.tenantId)).toBe(before);
  expect((await auditRecords(server.db, admin.tenantId)).length).toBe(audited);
}

async function listen(member: Member) {
  const stream = await openEventStream(server.url, member.token);
  streams.push(stream);
  return stream;
}
const is = (expected: LiveEvent) => (event: LiveEvent) => JSON.stringify(event) === JSON.stringify(expected);

async function waitFor<T>(check: () => T | undefined, what: string, timeoutMs = 15_000): Promise<T> {
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    const found = check();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${what} within ${timeoutMs} ms`);
}

describe('requesting and deciding absences', () => {
  it('takes a vacation request, and a Manager approves it: stored, audited, in the bell, by email and live', async () => {
    const [umaStream, miaStream] = await Promise.all([listen(uma), listen(mia)]);
    const answer = await request(uma, {
      type: 'vacation',
      from: '2026-12-07',
      to: '2026-12-11',
      note: 'Family trip',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: 1, id: expect.any(String), msg: 'Absence requested' });
    const { id } = answer.body;
    expect(await storedAbsence(id)).toMatchObject({
      user_id: uma.userId,
      status: 'requested',
      requested_by: uma.userId,
      decided_by: null,
      half_day: 0,
    });
    expect(await auditOf(id)).toEqual(['absences.requestAbsence']);
    await Promise.all([
      umaStream.next(is({ type: 'absences', userId: uma.userId })),
      miaStream.next(is({ type: 'absences', userId: uma.userId })),
    ]);

    // Everyone who may decide it hears of it; the person does not.
    const title = 'Vacation requested by Uma Member: 2026-12-07 to 2026-12-11';
    for (const decider of [mia, max, admin]) {
      expect(await notificationsOf(decider)).toEqual([
        {
          kind: 'absence-requested',
          title,
          body: 'Family trip',
          link_screen: '/absences',
          link_week: '2026-12-06',
          link_user_id: uma.userId,
        },
      ]);
      expect(await outboxOf(decider)).toEqual([title]);
    }
    expect(await notificationsOf(uma)).toEqual([]);

    const listed = await list(uma, { from: '2026-12-01', to: '2026-12-31' });
    expect(listed.body).toEqual({
      result: 1,
      data: [
        {
          id,
          userId: uma.userId,
          userName: 'Uma Member',
          type: 'vacation',
          from: '2026-12-07',
          to: '2026-12-11',
          halfDay: false,
          days: 5,
          status: 'requested',
          note: 'Family trip',
          reason: null,
          requestedBy: 'Uma Member',
          decidedBy: null,
          decidedAt: null,
          createdAt: expect.any(String),
        },
      ],
    });

    const approved = await decide(mia, id, 'approve');
    expect(approved.body).toEqual({ result: 1, msg: 'Absence approved' });
    expect(await storedAbsence(id)).toMatchObject({
      status: 'approved',
      decided_by: mia.userId,
      reason: null,
    });
    expect(await auditOf(id)).toEqual(['absences.requestAbsence', 'absences.decideAbsence']);
    // The call names no person: the service tells the person's screens.
    const umasAbsences = is({ type: 'absences', userId: uma.userId });
    await waitFor(
      () => (umaStream.events.filter(umasAbsences).length === 2 ? true : undefined),
      'the event of the decision',
    );
    const decided = 'Your vacation from 2026-12-07 to 2026-12-11 was approved';
    expect(await notificationsOf(uma)).toEqual([
      {
        kind: 'absence-approved',
        title: decided,
        body: null,
        link_screen: '/absences',
        link_week: '2026-12-06',
        link_user_id: null,
      },
    ]);
    expect(await outboxOf(uma)).toEqual([decided]);
    const [afterDecision] = (await list(mia, { userId: uma.userId, from: '2026-12-07', to: '2026-12-07' }))
      .body.data;
    expect(afterDecision).toMatchObject({
      status: 'approved',
      decidedBy: 'Mia Member',
      decidedAt: expect.any(String),
    });

    // Sent through the mail server, with the link to the absences of that week.
    const mail = await waitFor(
      () => smtp.received.find((message) => message.to.includes(uma.email) && message.subject === decided),
      'the email of the approval',
    );
    expect(mail.content).toContain(`${server.url}/absences?week=2026-12-06`);
  });

  it('rejects a request with its reason, and decides each request once', async () => {
    const id = await requested(otto, { type: 'other', from: '2026-12-14', to: '2026-12-14' });
    await refused(() => decide(mia, id, 'reject'), 400, 'reason: must be given to reject');
    const rejected = await decide(mia, id, 'reject', 'The release is that day');
    expect(rejected.body).toEqual({ result: 1, msg: 'Absence rejected' });
    expect(await storedAbsence(id)).toMatchObject({ status: 'rejected', reason: 'The release is that day' });
    expect((await notificationsOf(otto)).at(-1)).toMatchObject({
      kind: 'absence-rejected',
      title: 'Your other paid absence on 2026-12-14 was rejected',
      body: 'The release is that day',
    });
    await refused(() => decide(admin, id, 'approve'), 409, 'This absence is already rejected');
    await refused(() => cancel(otto, id), 409, 'This absence is already rejected');
    expect(await auditOf(id)).toEqual(['absences.requestAbsence', 'absences.decideAbsence']);
  });

  it('lets nobody decide their own absence, Managers only for role User, and no other tenant', async () => {
    const miasOwn = await requested(mia, { type: 'vacation', from: '2026-12-21', to: '2026-12-23' });
    // Only an Admin may decide a Manager's request, so only the Admin hears of it.
    expect((await notificationsOf(admin)).at(-1)?.title).toBe(
      'Vacation requested by Mia Member: 2026-12-21 to 2026-12-23',
    );
    expect((await notificationsOf(max)).map((note) => note.title)).not.toContain(
      'Vacation requested by Mia Member: 2026-12-21 to 2026-12-23',
    );
    await refused(() => decide(mia, miasOwn, 'approve'), 403);
    await refused(() => decide(max, miasOwn, 'approve'), 403);
    const adminsOwn = await requested(admin, { type: 'other', from: '2026-12-22', to: '2026-12-22' });
    await refused(() => decide(admin, adminsOwn, 'approve'), 403);
    await refused(() => decide(mia, adminsOwn, 'approve'), 403);
    expect((await decide(admin, miasOwn, 'approve')).status).toBe(200);

    const umasOpen = await requested(uma, { type: 'other', from: '2027-01-18', to: '2027-01-18' });
    await refused(() => decide(foreign, umasOpen, 'approve'), 404, 'Absence not found');
    await refused(() => cancel(foreign, umasOpen), 404, 'Absence not found');
    await refused(() => decide(admin, '00000000-0000-4000-8000-000000000000', 'approve'), 404);
    await refused(() => cancel(otto, umasOpen), 403);
    expect((await storedAbsence(umasOpen)).status).toBe('requested');
  });

  it('lets the person cancel a request, and only a Manager or Admin an approved absence', async () => {
    const open = await requested(uma, { type: 'other', from: '2027-01-11', to: '2027-01-11' });
    const before = await notificationsOf(uma);
    expect((await cancel(uma, open)).body).toEqual({ result: 1, msg: 'Absence cancelled' });
    expect(await storedAbsence(open)).toMatchObject({
      status: 'cancelled',
      reason: null,
      decided_by: uma.userId,
    });
    expect(await notificationsOf(uma)).toEqual(before);
    expect(await auditOf(open)).toEqual(['absences.requestAbsence', 'absences.cancelAbsence']);
    await refused(() => cancel(uma, open), 409, 'This absence is already cancelled');

    const approved = await requested(uma, { type: 'other', from: '2027-01-12', to: '2027-01-12' });
    await decide(mia, approved, 'approve');
    await refused(() => cancel(uma, approved), 403);
    await refused(() => cancel(otto, approved), 403);
    expect((await cancel(max, approved, 'Needed at the fair')).status).toBe(200);
    expect(await storedAbsence(approved)).toMatchObject({
      status: 'cancelled',
      reason: 'Needed at the fair',
      decided_by: max.userId,
    });
    expect((await notificationsOf(uma)).at(-1)).toMatchObject({
      kind: 'absence-cancelled',
      title: 'Your other paid absence on 2027-01-12 was cancelled',
      body: 'Needed at the fair',
    });

    // A Manager's approved absence: not by the Manager, nor by another Manager; by an Admin.
    const miasApproved = await requested(mia, { type: 'other', from: '2027-01-13', to: '2027-01-13' });
    await decide(admin, miasApproved, 'approve');
    await refused(() => cancel(mia, miasApproved), 403);
    await refused(() => cancel(max, miasApproved), 403);
    expect((await cancel(admin, miasApproved)).status).toBe(200);
  });

  it('records sick leave approved at once, entered by the person or for role User by a Manager', async () => {
    const own = await request(uma, { type: 'sick', from: '2026-11-30', to: '2026-12-01' });
    expect(own.body).toEqual({ result: 1, id: expect.any(String), msg: 'Absence recorded' });
    expect(await storedAbsence(own.body.id)).toMatchObject({
      status: 'approved',
      requested_by: uma.userId,
      decided_by: uma.userId,
      decided_at: expect.any(String),
    });
    expect((await notificationsOf(mia)).at(-1)?.title).toBe(
      'Sick leave recorded for Uma Member: 2026-11-30 to 2026-12-01',
    );

    const forOtto = await request(mia, {
      userId: otto.userId,
      type: 'sick',
      from: '2026-12-02',
      to: '2026-12-02',
    });
    expect(forOtto.body.msg).toBe('Absence recorded');
    expect(await storedAbsence(forOtto.body.id)).toMatchObject({
      user_id: otto.userId,
      status: 'approved',
      requested_by: mia.userId,
      decided_by: mia.userId,
    });
    expect(await auditOf(forOtto.body.id)).toEqual(['absences.requestAbsence']);
    expect((await notificationsOf(otto)).at(-1)).toMatchObject({
      kind: 'absence-approved',
      title: 'Your sick leave on 2026-12-02 was recorded',
    });
    expect((await notificationsOf(max)).at(-1)?.title).toBe(
      'Sick leave recorded for Otto Member: 2026-12-02',
    );
    expect((await notificationsOf(mia)).at(-1)?.title).not.toContain('Otto');
    const [listed] = (await list(otto, { from: '2026-12-02', to: '2026-12-02' })).body.data;
    expect(listed).toMatchObject({ requestedBy: 'Mia Member', decidedBy: 'Mia Member', days: 1 });

    const day = { from: '2026-12-03', to: '2026-12-03' };
    await refused(() => request(mia, { userId: otto.userId, type: 'vacation', ...day }), 403);
    await refused(() => request(uma, { userId: otto.userId, type: 'sick', ...day }), 403);
    await refused(() => request(mia, { userId: admin.userId, type: 'sick', ...day }), 403);
    await refused(() => request(mia, { userId: max.userId, type: 'sick', ...day }), 403);
    await refused(() => request(admin, { userId: foreignUser.userId, type: 'sick', ...day }), 404);
    await refused(() => request(uma, { type: 'sick', halfDay: true, ...day }), 400);
    expect((await request(admin, { userId: mia.userId, type: 'sick', ...day })).status).toBe(200);
  });

  it('counts only days that expect hours, and refuses a period with none', async () => {
    await refused(
      () => request(uma, { type: 'other', from: '2026-12-19', to: '2026-12-20' }),
      400,
      'The period holds no working day',
    );
    const half = await requested(uma, {
      type: 'vacation',
      from: '2027-01-15',
      to: '2027-01-15',
      halfDay: true,
    });
    await refused(
      () => request(uma, { type: 'other', from: '2027-01-14', to: '2027-01-15', halfDay: true }),
      400,
    );
    // A company holiday on the Wednesday leaves four days of the week.
    expect(
      (
        await callAs(server, admin, api.workingTime.setHolidayCalendar, {
          country: null,
          region: null,
          companyHolidays: [{ date: '2027-01-27', name: 'Founders day', halfDay: false }],
        })
      ).status,
    ).toBe(200);
    const week = await requested(uma, { type: 'other', from: '2027-01-25', to: '2027-01-31' });
    const listed = (await list(uma, { from: '2027-01-15', to: '2027-01-31' })).body.data.filter(
      (absence: { id: string }) => [half, week].includes(absence.id),
    );
    expect(listed.map((absence: { id: string; days: number }) => [absence.id, absence.days])).toEqual([
      [half, 0.5],
      [week, 4],
    ]);
  });

  it('refuses an absence overlapping a requested or approved one of the same person', async () => {
    // Uma's vacation of 2026-12-07..11 was approved above; Otto's absence of 2026-12-14 rejected.
    await refused(
      () => request(uma, { type: 'other', from: '2026-12-10', to: '2026-12-15' }),
      409,
      'This overlaps an absence from 2026-12-07 to 2026-12-11',
    );
    expect((await request(otto, { type: 'other', from: '2026-12-14', to: '2026-12-14' })).status).toBe(200);
    expect((await request(otto, { type: 'other', from: '2026-12-07', to: '2026-12-07' })).status).toBe(200);
  });
});

describe('the vacation allowance', () => {
  let vera: Member;
  beforeAll(async () => {
    vera = await addMember(server, admin, 'User', 'Vera');
    await server.db
      .updateTable('users')
      .set({ created_at: ACCOUNT_START })
      .where('id', '=', vera.userId)
      .execute();
  });

  it('counts vacation across the year boundary per year, and refuses more than is left', async () => {
    // Mon 2026-12-28 .. Thu 12-31 are 4 days of 2026; Fri 2027-01-01 and Mon 01-04 .. Fri 01-08 are 6 of 2027.
    const boundary = await requested(vera, { type: 'vacation', from: '2026-12-28', to: '2027-01-08' });
    const [listed] = (await list(vera, { from: '2026-12-28', to: '2027-01-08' })).body.data;
    expect(listed).toMatchObject({ id: boundary, days: 10 });
    const accountOf = async (from: string, to: string) =>
      (await callAs(server, vera, api.workingTime.getWorkingTime, { userId: vera.userId, from, to })).body
        .vacation;
    expect(await accountOf('2026-12-01', '2026-12-31')).toMatchObject({
      year: 2026,
      planned: 4,
      remaining: 21,
    });
    expect(await accountOf('2027-01-01', '2027-01-31')).toMatchObject({
      year: 2027,
      planned: 6,
      remaining: 19,
    });

    // 25 days of 2027 less the 6 planned leave 19: Mon 02-01 .. Fri 03-05 are 25 working days.
    await refused(
      () => request(vera, { type: 'vacation', from: '2027-02-01', to: '2027-03-05' }),
      409,
      'Only 19 vacation days are left in 2027',
    );
    // Mon 02-01 .. Thu 02-25 are the 19.
    await requested(vera, { type: 'vacation', from: '2027-02-01', to: '2027-02-25' });
    await refused(
      () => request(vera, { type: 'vacation', from: '2027-03-01', to: '2027-03-01', halfDay: true }),
      409,
      'Only 0 vacation days are left in 2027',
    );
    // Other absences draw on no allowance.
    expect((await request(vera, { type: 'other', from: '2027-03-01', to: '2027-03-01' })).status).toBe(200);
  });

  it('checks the allowance again on approval', async () => {
    const walt = await addMember(server, admin, 'User', 'Walt');
    await server.db
      .updateTable('users')
      .set({ created_at: ACCOUNT_START })
      .where('id', '=', walt.userId)
      .execute();
    const id = await requested(walt, { type: 'vacation', from: '2027-03-01', to: '2027-03-12' });
    // A contract of 5 days a year now leaves fewer than the 10 requested.
    const contract = await callAs(server, admin, api.workingTime.setWorkContract, {
      userId: walt.userId,
      validFrom: '2025-01-01',
      hoursPerWeekday: [0, 8, 8, 8, 8, 8, 0],
      vacationDays: 5,
      carryOver: false,
      carryOverExpires: null,
    });
    expect(contract.status).toBe(200);
    await refused(() => decide(mia, id, 'approve'), 409, 'Only 5 vacation days are left in 2027');
    expect((await storedAbsence(id)).status).toBe('requested');
    expect((await decide(mia, id, 'reject', 'Not enough days left')).status).toBe(200);
  });
});

describe('a closed month', () => {
  it('refuses every request, decision and cancellation touching it, for its person only', async () => {
    const open = await requested(uma, { type: 'other', from: '2026-10-05', to: '2026-10-05' });
    const approved = await requested(uma, { type: 'other', from: '2026-10-06', to: '2026-10-06' });
    await decide(admin, approved, 'approve');
    const closed = await callAs(server, admin, api.workingTime.closeMonth, {
      month: '2026-10',
      userId: uma.userId,
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);

    const message = 'October 2026 is closed';
    await refused(() => request(uma, { type: 'other', from: '2026-10-12', to: '2026-10-12' }), 409, message);
    await refused(() => request(uma, { type: 'sick', from: '2026-10-30', to: '2026-11-03' }), 409, message);
    await refused(
      () => request(mia, { userId: uma.userId, type: 'sick', from: '2026-10-13', to: '2026-10-13' }),
      409,
      message,
    );
    await refused(() => decide(mia, open, 'approve'), 409, message);
    await refused(() => decide(mia, open, 'reject', 'Too late'), 409, message);
    await refused(() => cancel(uma, open), 409, message);
    await refused(() => cancel(admin, approved), 409, message);
    // Otto's October is open.
    expect((await request(otto, { type: 'other', from: '2026-10-12', to: '2026-10-12' })).status).toBe(200);
  });
});

describe('getAbsences', () => {
  const december = { from: '2026-12-01', to: '2026-12-31' };
  const owners = (answer: { body: { data: { userName: string }[] } }) => [
    ...new Set(answer.body.data.map((absence) => absence.userName)),
  ];

  it('shows a User their own absences only', async () => {
    expect(owners(await list(uma, december))).toEqual(['Uma Member']);
    await refused(() => list(uma, { ...december, userId: otto.userId }), 403);
    await refused(() => list(uma, { ...december, team: true }), 403);
    const open = await list(uma, { status: 'requested' });
    expect(open.body.data.length).toBeGreaterThan(0);
    expect(
      open.body.data.every(
        (absence: { userId: string; status: string }) =>
          absence.userId === uma.userId && absence.status === 'requested',
      ),
    ).toBe(true);
  });

  it('shows a Manager their own and role User’s, and an Admin everyone’s, by name then date', async () => {
    const team = await list(mia, { ...december, team: true });
    expect(team.status).toBe(200);
    expect(team.body.people.map((person: { name: string }) => person.name)).toEqual([
      'Mia Member',
      'Otto Member',
      'Uma Member',
      'Vera Member',
      'Walt Member',
    ]);
    expect(owners(team)).toEqual(['Mia Member', 'Otto Member', 'Uma Member', 'Vera Member']);
    const ottos = team.body.data.filter(
      (absence: { userName: string }) => absence.userName === 'Otto Member',
    );
    expect(ottos.map((absence: { from: string }) => absence.from)).toEqual([
      '2026-12-02',
      '2026-12-07',
      '2026-12-14',
      '2026-12-14',
    ]);
    await refused(() => list(mia, { ...december, userId: admin.userId }), 403);
    await refused(() => list(mia, { ...december, userId: foreignUser.userId }), 404);
    expect(owners(await list(mia, { ...december, userId: otto.userId }))).toEqual(['Otto Member']);

    const everyone = await list(admin, { ...december, team: true });
    expect(everyone.body.people).toHaveLength(7);
    expect(owners(everyone)).toEqual([
      'Ada Lovelace',
      'Mia Member',
      'Otto Member',
      'Uma Member',
      'Vera Member',
    ]);
  });

  it('lists the open requests the caller may decide as the approvals list', async () => {
    const forMia = (await list(mia, { status: 'requested', team: true })).body.data;
    expect(forMia.length).toBeGreaterThan(0);
    expect(new Set(forMia.map((absence: { userName: string }) => absence.userName))).toEqual(
      new Set(['Otto Member', 'Uma Member', 'Vera Member']),
    );
    const forAdmin = (await list(admin, { status: 'requested' })).body.data;
    const names = new Set(forAdmin.map((absence: { userName: string }) => absence.userName));
    expect(names.has('Ada Lovelace')).toBe(false);
    expect(forAdmin.every((absence: { status: string }) => absence.status === 'requested')).toBe(true);
    expect((await list(foreign, { status: 'requested' })).body.data).toEqual([]);
  });
});
