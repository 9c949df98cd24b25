import { api, type AddTaskBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { readSession } from '../../../lib/session.ts';
import { TASK_TOASTS } from '../messages.ts';

/** What the task forms send; tenant and acting user are added on the way. */
export type TaskFields = Omit<AddTaskBody, 'tenantId' | 'userId'>;

/** api.tasks.addTask */
export function useAddTask() {
  return useMutation(
    mutationFor(api.tasks.addTask, {
      input: (fields: TaskFields) => ({ userId: readSession()?.userId, ...fields }),
      meta: {
        success: TASK_TOASTS.added,
        refused: TASK_TOASTS.addFailed,
        threw: TASK_TOASTS.addError,
      },
    }),
  );
}
