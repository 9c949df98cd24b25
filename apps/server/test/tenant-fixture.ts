import { api, ROLES, weekStartOf, type Role } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../src/db/dialect.ts';
import type { TestServer } from './build-app.ts';
import { addMember, callAs, createProject, newTenant, type Member } from './factories.ts';

/**
 * What one call of a role may use up, so that each role allowed a call can make it successfully
 * after the roles before it have made theirs.
 */
export interface Spare {
  /** A project without tasks, to delete. */
  projectId: string;
  /** A task of the fixture project, to delete. */
  taskId: string;
  /** An entry of `user`'s in an open week, to delete. */
  entryId: string;
  /** Weeks of `user`'s, submitted: one to approve, one to reject. */
  weekToApprove: string;
  weekToReject: string;
  /** A week of `user`'s, approved, to reopen. */
  weekToReopen: string;
  /** A client no project belongs to, to delete. */
  clientId: string;
  /** A rate, to delete. */
  rateId: string;
  /** A saved report of the role's member (the Admin's for User), to change and delete. */
  savedReportId: string;
  /** A personal API token of the role's member, to revoke. */
  apiTokenId: string;
}

/** A weekday of each spare week, three weeks per role. */
const SPARE_WEEKDAYS = [
  '2026-09-07',
  '2026-09-14',
  '2026-09-21',
  '2026-09-28',
  '2026-10-05',
  '2026-10-12',
  '2026-10-19',
  '2026-10-26',
  '2026-11-02',
];
/** Spare entries to delete lie in this open week, one day per role. */
const SPARE_ENTRY_DAYS = ['2026-08-24', '2026-08-25', '2026-08-26'];

/**
 * A tenant with one person of each role and one of everything they work with. Every member has an
 * entry in the week of 2026-11-15, so that each may submit it.
 */
export interface TenantFixture {
  admin: Member;
  manager: Member;
  user: Member;
  /** A role User whom Managers and Admins may edit. */
  target: Member;
  projectId: string;
  taskId: string;
  entryId: string;
  /** A client of the tenant's. */
  clientId: string;
  /** A week of `user`'s, submitted for approval. */
  submittedWeek: string;
  /** What one call of each role may use up. */
  spare: Record<Role, Spare>;
}

export async function tenantFixture(server: TestServer): Promise<TenantFixture> {
  const admin = await newTenant(server);
  const manager = await addMember(server, admin, 'Manager', 'Mia');
  const user = await addMember(server, admin, 'User', 'Uma');
  const target = await addMember(server, admin, 'User', 'Tim');
  const { projectId, taskIds } = await createProject(server, admin, 'Fixture project', [
    'Fixture task',
    ...ROLES.map((role) => `Spare task of ${role}`),
  ]);
  const taskId = taskIds[0]!;
  const entry = await callAs(server, user, api.timesheet.addTimeEntry, {
    userId: user.userId,
    date: '2026-11-16',
    projectId,
    taskId,
    hours: 1,
  });
  await callAs(server, user, api.timesheet.addTimeEntry, {
    userId: user.userId,
    date: '2026-11-09',
    projectId,
    taskId,
    hours: 2,
  });
  await callAs(server, user, api.weekApproval.submitWeek, { weekStart: '2026-11-08' });
  for (const member of [manager, admin]) {
    await callAs(server, member, api.timesheet.addTimeEntry, {
      userId: member.userId,
      date: '2026-11-18',
      projectId,
      taskId,
      hours: 1,
    });
  }

  /** The week of `date`, submitted by `user` with an entry on that date. */
  const submitted = async (date: string) => {
    await callAs(server, user, api.timesheet.addTimeEntry, {
      userId: user.userId,
      date,
      projectId,
      taskId,
      hours: 1,
    });
    const weekStart = weekStartOf(date);
    await callAs(server, user, api.weekApproval.submitWeek, { weekStart });
    return weekStart;
  };
  const spare = {} as Record<Role, Spare>;
  for (const [index, role] of ROLES.entries()) {
    const [toApprove, toReject, toReopen] = SPARE_WEEKDAYS.slice(index * 3, index * 3 + 3) as [
      string,
      string,
      string,
    ];
    const spareEntry = await callAs(server, user, api.timesheet.addTimeEntry, {
      userId: user.userId,
      date: SPARE_ENTRY_DAYS[index],
      projectId,
      taskId,
      hours: 1,
    });
    const weekToReopen = await submitted(toReopen);
    await callAs(server, admin, api.weekApproval.approveWeek, {
      userId: user.userId,
      weekStart: weekToReopen,
    });
    spare[role] = {
      projectId: (await createProject(server, admin, `Spare project of ${role}`, [])).projectId,
      taskId: taskIds[index + 1]!,
      entryId: spareEntry.body.id,
      weekToApprove: await submitted(toApprove),
      weekToReject: await submitted(toReject),
      weekToReopen,
      clientId: (await callAs(server, admin, api.clients.addClient, { name: `Spare client of ${role}` })).body
        .id,
      rateId: (
        await callAs(server, admin, api.rates.setRate, {
          kind: 'cost',
          validFrom: SPARE_ENTRY_DAYS[index],
          amount: 4000,
        })
      ).body.id,
      savedReportId: (
        await callAs(server, role === 'Manager' ? manager : admin, api.savedReports.saveReport, {
          name: `Spare report of ${role}`,
          state: 'period=last-month&group=project',
        })
      ).body.id,
      apiTokenId: (
        await callAs(
          server,
          { User: user, Manager: manager, Admin: admin }[role],
          api.apiTokens.addApiToken,
          {
            name: `Spare token of ${role}`,
            scope: 'read',
            expiresInDays: 30,
          },
        )
      ).body.id,
    };
  }
  const client = await callAs(server, admin, api.clients.addClient, { name: 'Fixture client' });
  return {
    admin,
    manager,
    user,
    target,
    projectId,
    taskId,
    entryId: entry.body.id,
    clientId: client.body.id,
    submittedWeek: '2026-11-08',
    spare,
  };
}

/** Tables holding a tenant's data, each read whole for a before/after comparison. */
const TENANT_TABLES = [
  'users',
  'projects',
  'tasks',
  'time_entries',
  'week_statuses',
  'week_transitions',
  'timers',
  'notifications',
  'tenant_settings',
  'work_contracts',
  'holiday_calendars',
  'company_holidays',
  'absences',
  'closed_months',
  'pinned_tasks',
  'clients',
  'rates',
  'budget_alerts',
  'saved_reports',
  'saved_report_runs',
  'entry_months',
  'api_tokens',
  'calendar_feeds',
  'webhook_endpoints',
  'webhook_deliveries',
] as const;

/** Columns that order each table's rows the same way every time. */
const ORDER: Record<(typeof TENANT_TABLES)[number], readonly string[]> = {
  users: ['id'],
  projects: ['id'],
  tasks: ['id'],
  time_entries: ['id'],
  week_statuses: ['week_start', 'user_id'],
  week_transitions: ['id'],
  timers: ['user_id'],
  notifications: ['id'],
  tenant_settings: ['tenant_id'],
  work_contracts: ['user_id', 'valid_from'],
  holiday_calendars: ['tenant_id'],
  company_holidays: ['date'],
  absences: ['id'],
  budget_alerts: ['project_id', 'measure', 'threshold', 'period', 'limit_value'],
  closed_months: ['user_id', 'month'],
  pinned_tasks: ['user_id', 'task_id'],
  clients: ['id'],
  rates: ['id'],
  saved_reports: ['id'],
  saved_report_runs: ['saved_report_id', 'period_key'],
  entry_months: ['month', 'user_id', 'project_id', 'billable'],
  api_tokens: ['id'],
  calendar_feeds: ['id'],
  webhook_endpoints: ['id'],
  webhook_deliveries: ['id'],
};

/**
 * What each call changes by being made, not what it asks for: a token's last use; and what the
 * webhook sender changes in the background, whatever call is being made meanwhile.
 */
const BOOKKEEPING: Partial<Record<(typeof TENANT_TABLES)[number], readonly string[]>> = {
  api_tokens: ['last_used_at'],
  calendar_feeds: ['last_used_at'],
  webhook_endpoints: ['failing_since'],
  webhook_deliveries: [
    'status',
    'attempts',
    'next_attempt_at',
    'last_attempt_at',
    'answer_code',
    'error',
    'duration_ms',
  ],
};

/** Everything stored for one tenant, in a stable order, to show that a refused call changed nothing. */
export async function snapshotTenant(db: Db, tenantId: string): Promise<string> {
  // Read at once: on PostgreSQL each table comes over a connection of its own.
  const rows = await Promise.all(
    TENANT_TABLES.map((table) =>
      db
        .selectFrom(table)
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .$call((query) => ORDER[table].reduce((ordered, column) => ordered.orderBy(sql.ref(column)), query))
        .execute(),
    ),
  );
  const kept = (table: (typeof TENANT_TABLES)[number], row: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(row).filter(([column]) => !BOOKKEEPING[table]?.includes(column)));
  return JSON.stringify(
    Object.fromEntries(
      TENANT_TABLES.map((table, index) => [table, rows[index]!.map((row) => kept(table, row))]),
    ),
  );
}
