import { MessageAnswerSchema } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { portalPost } from '../../../lib/api-client.ts';
import { readSession } from '../../../lib/session.ts';
import { PROJECT_TOASTS } from '../messages.ts';
import type { ProjectFields } from './add-project.ts';
import { projectKeys, TASKS_ROOT_KEY } from './query-keys.ts';

/** POST /api/projects/updateProject: answers whether the server changed the project. */
export async function updateProject({
  projectId,
  ...fields
}: ProjectFields & { projectId: string }): Promise<boolean> {
  const answer = await portalPost('/api/projects/updateProject', {
    userId: readSession()?.userId,
    projectId,
    ...fields,
  });
  return MessageAnswerSchema.safeParse(answer).success;
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: async (updated) => {
      if (!updated) {
        toast.error(PROJECT_TOASTS.updateFailed);
        return;
      }
      toast.success(PROJECT_TOASTS.updated);
      // Tasks show their project's name.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: TASKS_ROOT_KEY }),
      ]);
    },
    onError: () => toast.error(PROJECT_TOASTS.updateFailed),
  });
}
