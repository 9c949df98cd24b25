import crypto from 'node:crypto';
import {
  API_PREFIX,
  api,
  type Endpoint,
  type MessageParams,
  REFUSAL_CODES,
  refusalMonth,
  REFUSAL_CODES_PREFERENCE,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/build-app.ts';
import {
  addMember,
  call,
  callAs,
  createProject,
  logTime,
  newSignUp,
  newTenant,
  storeAbsence,
  type Member,
} from '../test/factories.ts';
import { expectKnownRefusal } from '../test/refusals.ts';

let server: TestServer;
let admin: Member;
let manager: Member;
let user: Member;
let foreign: Member;
let work: { projectId: string; taskIds: string[] };
let otherWork: { projectId: string; taskIds: string[] };
let foreignWork: { projectId: string; taskIds: string[] };

beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  manager = await addMember(server, admin, 'Manager');
  user = await addMember(server, admin, 'User');
  foreign = await newTenant(server);
  work = await createProject(server, admin, 'Website', ['Design']);
  otherWork = await createProject(server, admin, 'Intranet', ['Search']);
  foreignWork = await createProject(server, foreign, 'Theirs', ['Secret']);
});
afterAll(async () => {
  await server?.close();
});

type Answer = { status: number; body: any };

/**
 * Expects the refusal `code` with `status` (and, when given, these parameters): a code of the
 * contract, its parameters, and as `msg` their English wording.
 */
function expectRefusal(answer: Answer, status: number, code: string, params?: MessageParams) {
  const label = `${code} → ${answer.status} ${JSON.stringify(answer.body)}`;
  expect(answer.status, label).toBe(status);
  expect(REFUSAL_CODES, label).toContain(answer.body.code);
  expect(answer.body.code, label).toBe(code);
  if (params) expect(answer.body.params, label).toMatchObject(params);
  expectKnownRefusal(answer, code);
}

const as = (member: Member, endpoint: Endpoint, input: Record<string, unknown> = {}) =>
  callAs(server, member, endpoint, input);
const entry = (member: Member, date: string, hours: number, project = work) =>
  as(member, api.timesheet.addTimeEntry, {
    userId: member.userId,
    date,
    hours,
    projectId: project.projectId,
    taskId: project.taskIds[0],
    description: '',
  });

describe('a refusal of a request that cannot be read', () => {
  it('names the bad field and its problem, or the request as a whole', async () => {
    expectRefusal(await entry(user, '1899-01-01', 2), 400, 'invalid-field', {
      field: 'date',
      problem: 'must be between 1900-01-01 and 2100-12-31',
      problemCode: 'date-out-of-range',
    });
    expectRefusal(await as(user, api.search.search, { q: '   ' }), 400, 'invalid-field', {
      field: 'q',
      problemCode: 'is-required',
    });
    const settings = (await as(admin, api.settings.getSettings)).body.settings;
    expectRefusal(
      await as(admin, api.settings.updateSettings, { ...settings, timeZone: 'Mars/Olympus' }),
      400,
      'invalid-field',
      { field: 'timeZone', problemCode: 'not-a-time-zone' },
    );
    expectRefusal(
      await call(server.url, api.projects.addProject.path, { token: admin.token, body: null }),
      400,
      'invalid-body',
    );
  });

  it('says in the web server’s words what it could not read, and refuses a body too large', async () => {
    const raw = (body: string, type = 'application/json') =>
      fetch(`${server.url}${api.projects.addProject.path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${admin.token}`,
          'content-type': type,
          prefer: REFUSAL_CODES_PREFERENCE,
        },
        body,
      }).then(async (response) => ({ status: response.status, body: await response.json() }));
    expectRefusal(await raw('{"tenantId":'), 400, 'bad-request');
    expectRefusal(await raw('<project/>', 'application/xml'), 415, 'bad-request');
    const big = { ...newSignUp(), firstName: 'x'.repeat(100_000) };
    expectRefusal(await call(server.url, api.auth.signup.path, { body: big }), 413, 'body-too-large');
    const nowhere = `${API_PREFIX}/nothing/here`;
    expectRefusal(await call(server.url, nowhere, { body: {} }), 404, 'no-such-call', {
      method: 'POST',
      path: nowhere,
    });
  });
});

describe('a refusal of the caller', () => {
  it('names a missing or bad token, a deactivated account and another tenant', async () => {
    expectRefusal(
      await call(server.url, api.timesheet.getTimer.path, { body: {} }),
      401,
      'bearer-token-missing',
    );
    expectRefusal(
      await call(server.url, api.timesheet.getTimer.path, { token: 'not-a-jwt', body: {} }),
      401,
      'token-invalid',
    );
    expectRefusal(
      await call(server.url, api.projects.getAllProjects.path, {
        token: user.token,
        body: { tenantId: foreign.tenantId },
      }),
      403,
      'tenant-mismatch',
    );
    const leaver = await addMember(server, admin, 'User', 'Leaver');
    expect((await as(admin, api.users.deactivateUser, { userId: leaver.userId })).status).toBe(200);
    expectRefusal(await as(leaver, api.timesheet.getTimer), 401, 'account-deactivated');
  });

  it('names the roles a call is for', async () => {
    expectRefusal(await as(user, api.users.getAllUsers), 403, 'reviewers-only');
    expect((await as(user, api.users.getAllUsers)).body.msg).toBe('Only Managers and Admins can do this');
    expectRefusal(await as(manager, api.audit.getAuditLog), 403, 'admins-only');
  });

  it('limits sign-ups, saying when to try again', async () => {
    const limited = await startServer({ RATE_LIMIT_SIGNUP_PER_HOUR: '1' });
    try {
      await call(limited.url, api.auth.signup.path, { body: newSignUp() });
      const refused = await call(limited.url, api.auth.signup.path, { body: newSignUp() });
      expectRefusal(refused, 429, 'too-many-requests');
      expect(refused.body.params.after).toMatch(/^\d+ (seconds?|minutes?|hours?)$/);
    } finally {
      await limited.close();
    }
  });
});

describe('a refusal of people and accounts', () => {
  it('names the roles that may not be given or changed, and an email taken', async () => {
    const newcomer = {
      name: 'New Person',
      email: `new.${crypto.randomUUID()}@example.com`,
      password: 'secret1',
    };
    expectRefusal(
      await as(manager, api.users.addNewUser, { ...newcomer, role: 'Manager' }),
      403,
      'role-not-grantable',
      { callerRole: 'Manager', role: 'Manager' },
    );
    expectRefusal(
      await as(manager, api.users.deactivateUser, { userId: admin.userId }),
      403,
      'status-not-changeable',
      { callerRole: 'Manager', role: 'Admin' },
    );
    expectRefusal(await as(admin, api.users.deactivateUser, { userId: admin.userId }), 403, 'own-status');
    expectRefusal(
      await as(admin, api.users.editUser, {
        userId: admin.userId,
        name: 'Me',
        email: admin.email,
        role: 'User',
      }),
      403,
      'own-role',
    );
    expectRefusal(
      await as(admin, api.users.addNewUser, { ...newcomer, email: user.email, role: 'User' }),
      409,
      'email-taken',
    );
  });

  it('treats another tenant’s ids as missing', async () => {
    expectRefusal(
      await as(admin, api.projects.deleteProject, { projectId: foreignWork.projectId }),
      404,
      'project-not-found',
    );
    expectRefusal(
      await as(admin, api.tasks.deleteTask, { taskId: foreignWork.taskIds[0] }),
      404,
      'task-not-found',
    );
    expectRefusal(
      await as(admin, api.timesheet.deleteTimeEntry, { timeEntryId: crypto.randomUUID() }),
      404,
      'time-entry-not-found',
    );
    expectRefusal(
      await as(admin, api.weekApproval.getWeekStatus, { userId: foreign.userId, weekStart: '2026-11-15' }),
      404,
      'user-not-found',
    );
    expectRefusal(
      await as(manager, api.notifications.remind, { weekStart: '2026-11-15', userIds: [foreign.userId] }),
      404,
      'user-not-found',
    );
  });
});

describe('a refusal of time', () => {
  it('names the locked week, its status and the limit of a day', async () => {
    expect((await entry(user, '2026-10-05', 2)).status).toBe(200);
    expect((await as(user, api.weekApproval.submitWeek, { weekStart: '2026-10-04' })).status).toBe(200);
    expectRefusal(await entry(user, '2026-10-06', 2), 409, 'week-submitted');
    expectRefusal(
      await as(user, api.weekApproval.submitWeek, { weekStart: '2026-10-04' }),
      409,
      'week-status-change',
      {
        status: 'submitted',
        next: 'submitted',
      },
    );
    const approve = { userId: user.userId, weekStart: '2026-10-04' };
    expect((await as(manager, api.weekApproval.approveWeek, approve)).status).toBe(200);
    expectRefusal(await entry(user, '2026-10-07', 2), 409, 'week-approved');
    expectRefusal(
      await as(user, api.weekApproval.submitWeek, { weekStart: '2026-08-02' }),
      400,
      'invalid-field',
      {
        field: 'weekStart',
        problemCode: 'week-without-entries',
      },
    );
    expect((await entry(user, '2026-09-15', 20)).status).toBe(200);
    expectRefusal(await entry(user, '2026-09-15', 10.5), 400, 'day-limit', {
      date: '2026-09-15',
      hours: 30.5,
      maxHours: 24,
    });
  });

  it('names whose time it is, the cell, the project of a task, the period and the timer', async () => {
    expectRefusal(
      await entry(user, '2026-09-16', 2, { ...work, taskIds: otherWork.taskIds }),
      400,
      'invalid-field',
      {
        field: 'taskId',
        problemCode: 'task-not-in-project',
      },
    );
    expectRefusal(
      await as(user, api.timesheet.addTimeEntry, {
        userId: manager.userId,
        date: '2026-09-16',
        hours: 1,
        projectId: work.projectId,
        taskId: work.taskIds[0],
      }),
      403,
      'own-time-entries-only',
    );
    await logTime(server, user, work, '2026-09-17', 2);
    await logTime(server, user, work, '2026-09-17', 3);
    expectRefusal(
      await as(user, api.timesheet.setDayHours, {
        userId: user.userId,
        taskId: work.taskIds[0],
        date: '2026-09-17',
        hours: 4,
      }),
      409,
      'several-entries-in-cell',
    );
    expectRefusal(
      await as(user, api.timesheet.getTimeEntriesOverview, {
        userId: user.userId,
        startDate: '2026-01-04',
        endDate: '2026-03-28',
      }),
      400,
      'invalid-field',
      { field: 'endDate', problemCode: 'read-period-too-long' },
    );
    expectRefusal(
      await as(user, api.weekApproval.getWeekStatus, { userId: manager.userId, weekStart: '2026-11-15' }),
      403,
      'see-own-weeks-only',
    );
    expectRefusal(await as(user, api.timesheet.stopTimer), 404, 'no-timer');
    expectRefusal(
      await as(user, api.reports.summary, {
        from: '2026-01-01',
        to: '2026-01-31',
        groupBy: ['user'],
        filters: { userIds: [admin.userId] },
      }),
      403,
      'report-own-time-only',
    );
  });

  it('names a day of absence by its date and type', async () => {
    await storeAbsence(server, user, 'sick', '2026-12-08', '2026-12-08');
    expectRefusal(await entry(user, '2026-12-08', 2), 409, 'absence-day', {
      date: '2026-12-08',
      type: 'sick',
    });
  });
});

describe('a refusal of absences and working time', () => {
  it('names the allowance left, an overlap and a decision already made', async () => {
    const vacation = (member: Member, from: string, to: string) =>
      as(member, api.absences.requestAbsence, { type: 'vacation', from, to });
    const overdrawn = await vacation(user, '2027-01-04', '2027-03-31');
    expectRefusal(overdrawn, 409, 'vacation-days-left', { year: '2027' });
    expect(overdrawn.body.msg).toMatch(/^Only \d+(\.\d+)? vacation days? (is|are) left in 2027$/);
    const requested = await vacation(user, '2027-02-01', '2027-02-02');
    expect(requested.status).toBe(200);
    expectRefusal(await vacation(user, '2027-02-02', '2027-02-03'), 409, 'absence-overlap', {
      from: '2027-02-01',
      to: '2027-02-02',
    });
    const decide = { id: requested.body.id, decision: 'approve' };
    expect((await as(manager, api.absences.decideAbsence, decide)).status).toBe(200);
    expectRefusal(await as(manager, api.absences.decideAbsence, decide), 409, 'absence-already-decided', {
      status: 'approved',
    });
    const own = await vacation(manager, '2027-03-01', '2027-03-01');
    expectRefusal(
      await as(manager, api.absences.decideAbsence, { id: own.body.id, decision: 'approve' }),
      403,
      'own-absence-decision',
    );
    expectRefusal(
      await as(user, api.absences.requestAbsence, {
        userId: manager.userId,
        type: 'vacation',
        from: '2027-04-05',
        to: '2027-04-05',
      }),
      403,
      'request-own-absences-only',
    );
  });

  it('names a closed month, a month not ended or not closed, and an unknown country', async () => {
    expect(
      (await as(admin, api.workingTime.closeMonth, { month: '2026-05', userId: user.userId })).status,
    ).toBe(200);
    const closed = await entry(user, '2026-05-12', 2);
    expectRefusal(closed, 409, 'month-closed', { month: refusalMonth('2026-05') });
    expect(closed.body.msg).toBe('May 2026 is closed');
    expectRefusal(await as(admin, api.workingTime.closeMonth, { month: '2099-01' }), 409, 'month-not-ended');
    expectRefusal(
      await as(admin, api.workingTime.reopenMonth, { month: '2026-02' }),
      409,
      'month-not-closed',
    );
    expectRefusal(
      await as(admin, api.workingTime.setHolidayCalendar, {
        country: 'ZZ',
        region: null,
        companyHolidays: [],
      }),
      400,
      'invalid-field',
      { field: 'country', problem: 'unknown country', problemCode: 'unknown-country' },
    );
  });
});
