import { api } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { PROJECT_TOASTS } from '../messages.ts';

/** api.projects.deleteProject */
export function deleteProject(projectId: string) {
  return call(api.projects.deleteProject, { projectId });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    meta: {
      success: PROJECT_TOASTS.deleted,
      refused: PROJECT_TOASTS.deleteFailed,
      threw: PROJECT_TOASTS.deleteError,
    },
    // The server retires the project's tasks with it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.projects.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
      ]),
  });
}
