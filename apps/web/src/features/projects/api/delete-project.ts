import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { PROJECT_TOASTS } from '../messages.ts';

/** api.projects.deleteProject: the server retires the project's tasks with it. */
export function useDeleteProject() {
  return useMutation(
    mutationFor(api.projects.deleteProject, {
      input: (projectId: string) => ({ projectId }),
      meta: {
        success: PROJECT_TOASTS.deleted,
        refused: PROJECT_TOASTS.deleteFailed,
        threw: PROJECT_TOASTS.deleteError,
      },
    }),
  );
}
