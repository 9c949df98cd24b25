import { api, type Project, type ProjectStatus } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { readSession } from '../../../lib/session.ts';
import { withStatus } from '../board.ts';
import { PROJECT_TOASTS } from '../messages.ts';

export interface StatusChange {
  projectId: string;
  status: ProjectStatus;
}

/**
 * api.projects.updateProjectStatus: moves the card at once and puts it back when the server does
 * not confirm the move (spec §4).
 */
export function useUpdateProjectStatus() {
  const queryClient = useQueryClient();
  const list = queryKeys.projects.list;
  return useMutation(
    mutationFor(api.projects.updateProjectStatus, {
      input: ({ projectId, status }: StatusChange) => ({ userId: readSession()?.userId, projectId, status }),
      invalidateOnSettled: true,
      meta: {
        success: PROJECT_TOASTS.statusUpdated,
        refused: PROJECT_TOASTS.statusFailed,
        threw: PROJECT_TOASTS.statusError,
      },
      onMutate: async ({ projectId, status }: StatusChange) => {
        // A list still on its way would land on top of the move.
        await queryClient.cancelQueries({ queryKey: list });
        const previous = queryClient.getQueryData<Project[]>(list);
        queryClient.setQueryData<Project[]>(
          list,
          (projects) => projects && withStatus(projects, projectId, status),
        );
        return { previous };
      },
      onError: (_error, _change, context) => {
        if (context?.previous) queryClient.setQueryData(list, context.previous);
      },
    }),
  );
}
