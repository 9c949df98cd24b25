import { api } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { TASK_TOASTS } from '../messages.ts';

/** api.tasks.deleteTask */
export function deleteTask(taskId: string) {
  return call(api.tasks.deleteTask, { taskId });
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    meta: { success: TASK_TOASTS.deleted, refused: TASK_TOASTS.deleteFailed, threw: TASK_TOASTS.deleteError },
    // The board counts each project's tasks.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.projects.all }),
      ]),
  });
}
