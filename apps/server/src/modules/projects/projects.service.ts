import crypto from 'node:crypto';
import type { AddProjectBody, Project, ProjectStatus, UpdateProjectBody } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/dialect.ts';
import { NotFound } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { presentProject } from './projects.presenter.ts';
import * as repository from './projects.repository.ts';

type ProjectFields = Omit<z.output<typeof AddProjectBody>, 'tenantId' | 'userId'>;

const PROJECT_NOT_FOUND = 'Project not found';

const columns = (fields: ProjectFields) => ({
  name: fields.name,
  description: fields.description,
  status: fields.status,
  start_date: fields.startDate,
  end_date: fields.endDate,
  team_size: fields.teamSize,
});

export async function listProjects(db: Db, caller: Caller): Promise<Project[]> {
  return (await repository.listProjects(db, caller.tenantId)).map(presentProject);
}

export async function addProject(db: Db, caller: Caller, fields: ProjectFields): Promise<string> {
  const id = crypto.randomUUID();
  await repository.insertProject(db, {
    tenant_id: caller.tenantId,
    id,
    ...columns(fields),
    created_by: caller.userId,
    created_at: new Date().toISOString(),
    deleted_at: null,
  });
  return id;
}

export async function updateProject(
  db: Db,
  caller: Caller,
  { projectId, ...fields }: Omit<z.output<typeof UpdateProjectBody>, 'tenantId' | 'userId'>,
): Promise<void> {
  if (!(await repository.updateProject(db, caller.tenantId, projectId, columns(fields)))) {
    throw NotFound(PROJECT_NOT_FOUND);
  }
}

export async function updateProjectStatus(db: Db, caller: Caller, projectId: string, status: ProjectStatus) {
  if (!(await repository.updateProject(db, caller.tenantId, projectId, { status }))) {
    throw NotFound(PROJECT_NOT_FOUND);
  }
}

export async function deleteProject(db: Db, caller: Caller, projectId: string): Promise<void> {
  if (!(await repository.softDeleteProject(db, caller.tenantId, projectId, new Date().toISOString()))) {
    throw NotFound(PROJECT_NOT_FOUND);
  }
}
