import crypto from 'node:crypto';
import {
  api,
  pageRequest,
  type AddProjectBody,
  type GetAllProjectsBody,
  type Project,
  type ProjectStatus,
  type UpdateProjectBody,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/dialect.ts';
import { refuse } from '../../errors.ts';
import { estimateToCentihours } from '../../lib/centihours.ts';
import { listOrPage, type ListOrPage } from '../../lib/paging.ts';
import type { Caller } from '../../context/caller.ts';
import * as audit from '../audit/audit.service.ts';
import { checkClientForProject } from '../clients/clients.service.ts';
import { maySeeMoney, timeZoneOf } from '../settings/settings.service.ts';
import { localTime } from '../../lib/local-time.ts';
import { alertBudgets } from './budget-alerts.ts';
import { presentProject } from './projects.presenter.ts';
import * as repository from './projects.repository.ts';

type ProjectFields = Omit<z.output<typeof AddProjectBody>, 'tenantId' | 'userId'>;

/** One of the tenant's live projects; undefined when it is another tenant's, unknown or deleted. */
export function findActiveProject(db: Db, tenantId: string, projectId: string) {
  return repository.findActiveProject(db, tenantId, projectId);
}

const columns = (fields: Omit<ProjectFields, 'clientId'>) => ({
  name: fields.name,
  description: fields.description,
  status: fields.status,
  start_date: fields.startDate,
  end_date: fields.endDate,
  team_size: fields.teamSize,
  estimate_centihours: estimateToCentihours(fields.estimateHours),
  // Left out, each of these keeps what the project has (see ProjectExtraFields).
  ...(fields.billable === undefined ? {} : { billable: fields.billable ? 1 : 0 }),
  ...(fields.color === undefined ? {} : { color: fields.color }),
  ...(fields.budget === undefined
    ? {}
    : { budget_period: fields.budget?.period ?? null, budget_minor: fields.budget?.amount ?? null }),
});

/** A budget is money: set only by those who may see it. */
async function checkMaySetBudget(db: Db, caller: Caller, fields: Pick<ProjectFields, 'budget'>) {
  if (fields.budget !== undefined && !(await maySeeMoney(db, caller))) throw refuse(403, 'money-not-shown');
}

/**
 * The tenant's live projects, filtered, oldest first; one page of them when a page is asked for.
 * Every role sees every project of the tenant (CONTRACT §4).
 */
export function listProjects(
  db: Db,
  caller: Caller,
  query: Omit<z.output<typeof GetAllProjectsBody>, 'tenantId' | 'userId'> = {},
): Promise<ListOrPage<Project>> {
  const filter = { status: query.status, search: query.search };
  return listOrPage(
    pageRequest(query),
    async (page) => {
      const rows = await repository.listProjects(db, caller.tenantId, filter, page);
      const monthly = rows.filter((row) => row.budget_period === 'monthly').map((row) => row.id);
      // This month's costs are money: a caller who may not see it gets them left out of the
      // answer, so they are not summed for them (the board's largest statement).
      const monthCosts =
        monthly.length === 0 || !(await maySeeMoney(db, caller))
          ? new Map<string, number | string>()
          : await repository.costsInMonth(db, caller.tenantId, monthly, await currentMonth(db, caller));
      return rows.map((row) => presentProject(row, monthCosts.get(row.id)));
    },
    () => repository.countProjects(db, caller.tenantId, filter),
  );
}

/** The month under way in the tenant's time zone, yyyy-MM. */
async function currentMonth(db: Db, caller: Caller): Promise<string> {
  return localTime(new Date(), await timeZoneOf(db, caller.tenantId)).date.slice(0, 7);
}

export async function addProject(db: Db, caller: Caller, fields: ProjectFields): Promise<string> {
  const id = crypto.randomUUID();
  await checkMaySetBudget(db, caller, fields);
  await db.transaction().execute(async (trx) => {
    const clientId = fields.clientId ?? null;
    if (clientId !== null) await checkClientForProject(trx, caller.tenantId, clientId);
    await repository.insertProject(trx, {
      tenant_id: caller.tenantId,
      id,
      ...columns(fields),
      client_id: clientId,
      created_by: caller.userId,
      created_at: new Date().toISOString(),
      deleted_at: null,
    });
    await audit.record(trx, caller, api.projects.addProject, id);
  });
  return id;
}

export async function updateProject(
  db: Db,
  caller: Caller,
  { projectId, clientId, ...fields }: Omit<z.output<typeof UpdateProjectBody>, 'tenantId' | 'userId'>,
): Promise<void> {
  await checkMaySetBudget(db, caller, fields);
  await db.transaction().execute(async (trx) => {
    // Left out, the project keeps its client (see ProjectClientSchema).
    if (clientId) await checkClientForProject(trx, caller.tenantId, clientId);
    const changes = { ...columns(fields), ...(clientId === undefined ? {} : { client_id: clientId }) };
    if (!(await repository.updateProject(trx, caller.tenantId, projectId, changes))) {
      throw refuse(404, 'project-not-found');
    }
    await alertBudgets(trx, caller.tenantId, [projectId]);
    await audit.record(trx, caller, api.projects.updateProject, projectId);
  });
}

export async function updateProjectStatus(db: Db, caller: Caller, projectId: string, status: ProjectStatus) {
  await db.transaction().execute(async (trx) => {
    if (!(await repository.updateProject(trx, caller.tenantId, projectId, { status }))) {
      throw refuse(404, 'project-not-found');
    }
    await audit.record(trx, caller, api.projects.updateProjectStatus, projectId);
  });
}

export async function deleteProject(db: Db, caller: Caller, projectId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await repository.softDeleteProject(trx, caller.tenantId, projectId, new Date().toISOString()))) {
      throw refuse(404, 'project-not-found');
    }
    await audit.record(trx, caller, api.projects.deleteProject, projectId);
  });
}
