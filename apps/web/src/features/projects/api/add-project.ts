import { CreatedAnswerSchema, type AddProjectBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { portalPost } from '../../../lib/api-client.ts';
import { readSession } from '../../../lib/session.ts';
import { PROJECT_TOASTS } from '../messages.ts';
import { projectKeys } from './query-keys.ts';

/** What the project forms send; tenant and acting user are added on the way. */
export type ProjectFields = Omit<AddProjectBody, 'tenantId' | 'userId'>;

/** POST /api/projects/addProject: answers whether the server added the project. */
export async function addProject(fields: ProjectFields): Promise<boolean> {
  const answer = await portalPost('/api/projects/addProject', { userId: readSession()?.userId, ...fields });
  return CreatedAnswerSchema.safeParse(answer).success;
}

export function useAddProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProject,
    onSuccess: async (added) => {
      if (!added) {
        toast.error(PROJECT_TOASTS.addFailed);
        return;
      }
      toast.success(PROJECT_TOASTS.added);
      await queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
    onError: () => toast.error(PROJECT_TOASTS.addError),
  });
}
