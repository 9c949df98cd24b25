import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddProjectBody,
  CreatedAnswerSchema,
  DeleteProjectBody,
  GetAllProjectsAnswer,
  GetAllProjectsBody,
  MessageAnswerSchema,
  UpdateProjectBody,
  UpdateProjectStatusBody,
} from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import * as projects from './projects.service.ts';

export const projectsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/projects/getAllProjects',
    { schema: { body: GetAllProjectsBody, response: { 200: GetAllProjectsAnswer } } },
    async (request) => ({ result: 1 as const, data: await projects.listProjects(db, request.caller) }),
  );

  app.post(
    '/api/projects/addProject',
    { schema: { body: AddProjectBody, response: { 200: CreatedAnswerSchema } } },
    async (request) => ({
      result: 1 as const,
      id: await projects.addProject(db, request.caller, request.body),
    }),
  );

  app.post(
    '/api/projects/updateProject',
    { schema: { body: UpdateProjectBody, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      await projects.updateProject(db, request.caller, request.body);
      return { result: 1 as const, msg: 'Project updated' };
    },
  );

  app.post(
    '/api/projects/updateProjectStatus',
    { schema: { body: UpdateProjectStatusBody, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      await projects.updateProjectStatus(db, request.caller, request.body.projectId, request.body.status);
      return { result: 1 as const, msg: 'Project status updated' };
    },
  );

  app.post(
    '/api/projects/deleteProject',
    { schema: { body: DeleteProjectBody, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      await projects.deleteProject(db, request.caller, request.body.projectId);
      return { result: 1 as const, msg: 'Project deleted' };
    },
  );
};
