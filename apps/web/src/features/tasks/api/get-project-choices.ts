import { GetAllProjectsAnswer, type Project } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readList } from '../../../lib/read-list.ts';
import { readSession } from '../../../lib/session.ts';
import { TASK_TOASTS } from '../messages.ts';
import { projectChoices } from '../project-choices.ts';
import { PROJECT_CHOICES_KEY } from './query-keys.ts';

/** POST /api/projects/getAllProjects: the projects a task may belong to. */
export async function getProjectChoices(): Promise<Project[]> {
  const projects = await readList(
    '/api/projects/getAllProjects',
    { userId: readSession()?.userId },
    GetAllProjectsAnswer,
    TASK_TOASTS.projectsFetchFailed,
  );
  return projectChoices(projects);
}

export const projectChoicesQueryOptions = () =>
  queryOptions({ queryKey: PROJECT_CHOICES_KEY, queryFn: getProjectChoices });

export function useProjectChoices() {
  return useQuery(projectChoicesQueryOptions());
}
