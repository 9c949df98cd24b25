import { api, type AddTaskBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { readSession } from '../../../lib/session.ts';
import { TASK_TOASTS } from '../messages.ts';

/** What the task forms send; tenant and acting user are added on the way. */
export type TaskFields = Omit<AddTaskBody, 'tenantId' | 'userId'>;

/** api.tasks.addTask */
export function addTask(fields: TaskFields) {
  return call(api.tasks.addTask, { userId: readSession()?.userId, ...fields });
}

export function useAddTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTask,
    meta: { success: TASK_TOASTS.added, refused: TASK_TOASTS.addFailed, threw: TASK_TOASTS.addError },
    // The board counts each project's tasks.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.projects.all }),
      ]),
  });
}
