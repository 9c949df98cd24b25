import { api } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { readSession } from '../../../lib/session.ts';
import { TASK_TOASTS } from '../messages.ts';
import type { TaskFields } from './add-task.ts';

/** api.tasks.updateTask */
export function updateTask({ taskId, ...fields }: TaskFields & { taskId: string }) {
  return call(api.tasks.updateTask, { userId: readSession()?.userId, taskId, ...fields });
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    meta: { success: TASK_TOASTS.updated, refused: TASK_TOASTS.updateFailed },
    // A task moved to another project changes two counts on the board.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.projects.all }),
      ]),
  });
}
