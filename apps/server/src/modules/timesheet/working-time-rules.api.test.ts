import { api } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { addMember, callAs, createProject, newTenant, type Member } from '../../../test/factories.ts';
import { auditRecords } from '../../../test/fail-audit.ts';
import { snapshotTenant } from '../../../test/tenant-fixture.ts';

let server: TestServer;
let admin: Member;
let user: Member;
let colleague: Member;
let work: { projectId: string; taskIds: string[] };
beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  user = await addMember(server, admin, 'User', 'Wendy');
  colleague = await addMember(server, admin, 'User', 'Otto');
  work = await createProject(server, admin, 'Rules project', ['Design', 'Build']);
  // Accounts from 2025 on, so that the days of 2026 expect hours.
  await server.db
    .updateTable('users')
    .set({ created_at: '2025-01-01T08:00:00.000Z' })
    .where('tenant_id', '=', admin.tenantId)
    .execute();
});
afterAll(async () => {
  await server?.close();
});

const task = (index = 0) => work.taskIds[index]!;

const addEntry = (date: string, hours = 2, extra: Record<string, unknown> = {}, as = user) =>
  callAs(server, as, api.timesheet.addTimeEntry, {
    userId: as.userId,
    date,
    projectId: work.projectId,
    taskId: task(),
    hours,
    ...extra,
  });
const setHours = (date: string, hours: number, extra: Record<string, unknown> = {}, taskIndex = 1) =>
  callAs(server, user, api.timesheet.setDayHours, {
    userId: user.userId,
    taskId: task(taskIndex),
    date,
    hours,
    ...extra,
  });
const startTimer = (date: string, extra: Record<string, unknown> = {}) =>
  callAs(server, user, api.timesheet.startTimer, {
    projectId: work.projectId,
    taskId: task(),
    date,
    ...extra,
  });
const copyWeek = (fromWeekStart: string, toWeekStart: string) =>
  callAs(server, user, api.timesheet.copyWeek, { userId: user.userId, fromWeekStart, toWeekStart });

/** The user's entries on one date, as hours. */
async function hoursOn(date: string): Promise<number[]> {
  const answer = await callAs(server, user, api.timesheet.getTimeEntries, { userId: user.userId });
  return (answer.body.data as { date: string; hours: number }[])
    .filter((entry) => entry.date === date)
    .map((entry) => entry.hours);
}

/** An absence of the user's, approved by the Admin. */
async function approvedAbsence(body: Record<string, unknown>) {
  const requested = await callAs(server, user, api.absences.requestAbsence, body);
  expect(requested.status, JSON.stringify(requested.body)).toBe(200);
  if (requested.body.msg === 'Absence recorded') return;
  const decided = await callAs(server, admin, api.absences.decideAbsence, {
    id: requested.body.id,
    decision: 'approve',
  });
  expect(decided.status).toBe(200);
}

/** Runs a call that must be refused with 409 and `msg`, and checks it changed and recorded nothing. */
async function refused(call: () => Promise<{ status: number; body: { msg?: string } }>, msg: string) {
  const before = await snapshotTenant(server.db, admin.tenantId);
  const audited = (await auditRecords(server.db, admin.tenantId)).length;
  const answer = await call();
  expect(answer.status, JSON.stringify(answer.body)).toBe(409);
  expect(answer.body.msg).toBe(msg);
  expect(await snapshotTenant(server.db, admin.tenantId)).toBe(before);
  expect((await auditRecords(server.db, admin.tenantId)).length).toBe(audited);
}

describe('a day of an approved full-day absence', () => {
  beforeAll(async () => {
    // Tue 2026-12-08 full day, Wed 12-09 half a day, Thu 12-10 only requested; sick Tue 12-15.
    await approvedAbsence({ type: 'vacation', from: '2026-12-08', to: '2026-12-08' });
    await approvedAbsence({ type: 'vacation', from: '2026-12-09', to: '2026-12-09', halfDay: true });
    const requested = await callAs(server, user, api.absences.requestAbsence, {
      type: 'other',
      from: '2026-12-10',
      to: '2026-12-10',
    });
    expect(requested.status).toBe(200);
    await approvedAbsence({ type: 'sick', from: '2026-12-15', to: '2026-12-15' });
    // Fri 12-18 to Mon 12-21: the weekend between expects no hours, so it is no day of the absence.
    await approvedAbsence({ type: 'other', from: '2026-12-18', to: '2026-12-21' });
  });

  it('takes a new entry only once the person confirms it', async () => {
    const message = '2026-12-08 is a day of Vacation; confirm to log time on it';
    await refused(() => addEntry('2026-12-08'), message);
    await refused(() => addEntry('2026-12-08', 2, { confirmAbsenceDay: false }), message);
    await refused(() => addEntry('2026-12-15'), '2026-12-15 is a day of Sick; confirm to log time on it');
    expect((await addEntry('2026-12-08', 3, { confirmAbsenceDay: true })).status).toBe(200);
    expect(await hoursOn('2026-12-08')).toEqual([3]);
    // A reviewer logging the person's time is asked the same.
    await refused(
      () => addEntry('2026-12-21', 1, { userId: user.userId }, admin),
      '2026-12-21 is a day of Other paid absence; confirm to log time on it',
    );
  });

  it('asks nothing on a half day, a requested day or a day the absence skips', async () => {
    for (const date of ['2026-12-09', '2026-12-10', '2026-12-19']) {
      expect((await addEntry(date, 1)).status, date).toBe(200);
    }
  });

  it('takes hours in a week-grid cell only once confirmed, and empties a cell without asking', async () => {
    const message = '2026-12-08 is a day of Vacation; confirm to log time on it';
    await refused(() => setHours('2026-12-08', 2), message);
    expect((await setHours('2026-12-08', 2, { confirmAbsenceDay: true })).status).toBe(200);
    await refused(() => setHours('2026-12-08', 4), message);
    expect((await setHours('2026-12-08', 0)).status).toBe(200);
    expect(await hoursOn('2026-12-08')).toEqual([3]);
  });

  it('starts a timer on it only once confirmed', async () => {
    await refused(
      () => startTimer('2026-12-08'),
      '2026-12-08 is a day of Vacation; confirm to log time on it',
    );
    expect((await startTimer('2026-12-08', { confirmAbsenceDay: true })).status).toBe(200);
    expect((await callAs(server, user, api.timesheet.discardTimer)).status).toBe(200);
  });

  it('is left out of a copied week, and counted as skipped', async () => {
    // The week of 2026-11-29 holds an entry on each weekday, Monday to Friday.
    for (const date of ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']) {
      expect((await addEntry(date, 1, { taskId: task(1) })).status).toBe(200);
    }
    const copied = await copyWeek('2026-11-29', '2026-12-13');
    // Tue 12-15 is sick leave, Fri 12-18 a day of other paid absence.
    expect(copied.body).toEqual({ result: 1, copied: 3, skipped: 2 });
    expect(await hoursOn('2026-12-15')).toEqual([]);
    expect(await hoursOn('2026-12-18')).toEqual([]);
    expect(await hoursOn('2026-12-16')).toEqual([1]);
  });
});

describe('a closed month', () => {
  let octoberEntry: string;
  beforeAll(async () => {
    octoberEntry = (await addEntry('2026-10-05', 2)).body.id;
    expect((await setHours('2026-10-06', 1)).status).toBe(200);
    // A timer left running on the last day of the month.
    expect((await startTimer('2026-10-30')).status).toBe(200);
    const closed = await callAs(server, admin, api.workingTime.closeMonth, {
      month: '2026-10',
      userId: user.userId,
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  });

  const message = 'October 2026 is closed';

  it('refuses new entries, deletions and week-grid changes on its days', async () => {
    await refused(() => addEntry('2026-10-07'), message);
    await refused(() => addEntry('2026-10-07', 2, { confirmAbsenceDay: true }), message);
    await refused(
      () => callAs(server, user, api.timesheet.deleteTimeEntry, { timeEntryId: octoberEntry }),
      message,
    );
    await refused(
      () => callAs(server, admin, api.timesheet.deleteTimeEntry, { timeEntryId: octoberEntry }),
      message,
    );
    await refused(() => setHours('2026-10-06', 3), message);
    await refused(() => setHours('2026-10-06', 0), message);
    await refused(() => setHours('2026-10-09', 1), message);
  });

  it('refuses stopping a timer of its days, and starting one on them', async () => {
    await refused(() => callAs(server, user, api.timesheet.stopTimer), message);
    // Starting another would stop the running one into the closed month first.
    await refused(() => startTimer('2026-11-02'), message);
    expect((await callAs(server, user, api.timesheet.getTimer)).body.timer).toMatchObject({
      date: '2026-10-30',
    });
    expect((await callAs(server, user, api.timesheet.discardTimer)).status).toBe(200);
    await refused(() => startTimer('2026-10-20'), message);
  });

  it('refuses copying into a week that touches it', async () => {
    // Sun 2026-09-27 .. Sat 10-03, and Sun 10-25 .. Sat 10-31.
    await refused(() => copyWeek('2026-11-29', '2026-09-27'), message);
    await refused(() => copyWeek('2026-11-29', '2026-10-25'), message);
    expect((await copyWeek('2026-11-29', '2026-11-08')).status).toBe(200);
  });

  it('leaves the month open for everyone else', async () => {
    expect((await addEntry('2026-10-07', 2, {}, colleague)).status).toBe(200);
  });
});
