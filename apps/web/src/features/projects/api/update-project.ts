import { api } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { readSession } from '../../../lib/session.ts';
import { PROJECT_TOASTS } from '../messages.ts';
import type { ProjectFields } from './add-project.ts';

/** api.projects.updateProject */
export function updateProject({ projectId, ...fields }: ProjectFields & { projectId: string }) {
  return call(api.projects.updateProject, { userId: readSession()?.userId, projectId, ...fields });
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    meta: { success: PROJECT_TOASTS.updated, refused: PROJECT_TOASTS.updateFailed },
    // Tasks show their project's name.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.projects.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
      ]),
  });
}
