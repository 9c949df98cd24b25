import { MessageAnswerSchema } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { portalPost } from '../../../lib/api-client.ts';
import { PROJECT_TOASTS } from '../messages.ts';
import { projectKeys, TASKS_ROOT_KEY } from './query-keys.ts';

/** POST /api/projects/deleteProject: answers whether the server retired the project. */
export async function deleteProject(projectId: string): Promise<boolean> {
  const answer = await portalPost('/api/projects/deleteProject', { projectId });
  return MessageAnswerSchema.safeParse(answer).success;
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: async (deleted) => {
      if (!deleted) {
        toast.error(PROJECT_TOASTS.deleteFailed);
        return;
      }
      toast.success(PROJECT_TOASTS.deleted);
      // The server retires the project's tasks with it.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: TASKS_ROOT_KEY }),
      ]);
    },
    onError: () => toast.error(PROJECT_TOASTS.deleteError),
  });
}
