import { api, type AddProjectBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { readSession } from '../../../lib/session.ts';
import { PROJECT_TOASTS } from '../messages.ts';

/** What the project forms send; tenant and acting user are added on the way. */
export type ProjectFields = Omit<AddProjectBody, 'tenantId' | 'userId'>;

/** api.projects.addProject */
export function addProject(fields: ProjectFields) {
  return call(api.projects.addProject, { userId: readSession()?.userId, ...fields });
}

export function useAddProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProject,
    meta: {
      success: PROJECT_TOASTS.added,
      refused: PROJECT_TOASTS.addFailed,
      threw: PROJECT_TOASTS.addError,
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects.all }),
  });
}
