import { MessageAnswerSchema } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { portalPost } from '../../../lib/api-client.ts';
import { TASK_TOASTS } from '../messages.ts';
import { PROJECTS_ROOT_KEY, taskKeys } from './query-keys.ts';

/** POST /api/tasks/deleteTask: answers whether the server retired the task. */
export async function deleteTask(taskId: string): Promise<boolean> {
  const answer = await portalPost('/api/tasks/deleteTask', { taskId });
  return MessageAnswerSchema.safeParse(answer).success;
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: async (deleted) => {
      if (!deleted) {
        toast.error(TASK_TOASTS.deleteFailed);
        return;
      }
      toast.success(TASK_TOASTS.deleted);
      // The board counts each project's tasks.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.all }),
        queryClient.invalidateQueries({ queryKey: PROJECTS_ROOT_KEY }),
      ]);
    },
    onError: () => toast.error(TASK_TOASTS.deleteError),
  });
}
