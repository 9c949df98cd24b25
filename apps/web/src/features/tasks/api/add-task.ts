import { CreatedAnswerSchema, type AddTaskBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { portalPost } from '../../../lib/api-client.ts';
import { readSession } from '../../../lib/session.ts';
import { TASK_TOASTS } from '../messages.ts';
import { PROJECTS_ROOT_KEY, taskKeys } from './query-keys.ts';

/** What the task forms send; tenant and acting user are added on the way. */
export type TaskFields = Omit<AddTaskBody, 'tenantId' | 'userId'>;

/** POST /api/tasks/addTask: answers whether the server added the task. */
export async function addTask(fields: TaskFields): Promise<boolean> {
  const answer = await portalPost('/api/tasks/addTask', { userId: readSession()?.userId, ...fields });
  return CreatedAnswerSchema.safeParse(answer).success;
}

export function useAddTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTask,
    onSuccess: async (added) => {
      if (!added) {
        toast.error(TASK_TOASTS.addFailed);
        return;
      }
      toast.success(TASK_TOASTS.added);
      // The board counts each project's tasks.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.all }),
        queryClient.invalidateQueries({ queryKey: PROJECTS_ROOT_KEY }),
      ]);
    },
    onError: () => toast.error(TASK_TOASTS.addError),
  });
}
