import type { FastifyInstance } from 'fastify';
import { api } from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import { route } from '../../route.ts';
import * as projects from './projects.service.ts';

export async function projectsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, api.projects.getAllProjects, ({ caller, input }) => projects.listProjects(db, caller, input));
  route(app, api.projects.addProject, async ({ caller, input }) => ({
    result: 1,
    id: await projects.addProject(db, caller, input),
  }));
  route(app, api.projects.updateProject, async ({ caller, input }) => {
    await projects.updateProject(db, caller, input);
    return { result: 1, msg: 'Project updated' };
  });
  route(app, api.projects.updateProjectStatus, async ({ caller, input }) => {
    await projects.updateProjectStatus(db, caller, input.projectId, input.status);
    return { result: 1, msg: 'Project status updated' };
  });
  route(app, api.projects.deleteProject, async ({ caller, input }) => {
    await projects.deleteProject(db, caller, input.projectId);
    return { result: 1, msg: 'Project deleted' };
  });
}
