import { MessageAnswerSchema, type Project, type ProjectStatus } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { portalPost } from '../../../lib/api-client.ts';
import { readSession } from '../../../lib/session.ts';
import { withStatus } from '../board.ts';
import { PROJECT_TOASTS } from '../messages.ts';
import { projectKeys } from './query-keys.ts';

export interface StatusChange {
  projectId: string;
  status: ProjectStatus;
}

/** POST /api/projects/updateProjectStatus: answers whether the server moved the project. */
export async function updateProjectStatus({ projectId, status }: StatusChange): Promise<boolean> {
  const answer = await portalPost('/api/projects/updateProjectStatus', {
    userId: readSession()?.userId,
    projectId,
    status,
  });
  return MessageAnswerSchema.safeParse(answer).success;
}

/** Moves the card at once and puts it back when the server does not confirm the move (spec §4). */
export function useUpdateProjectStatus() {
  const queryClient = useQueryClient();
  const rollBack = (previous: Project[] | undefined) => {
    if (previous) queryClient.setQueryData(projectKeys.list, previous);
  };
  return useMutation({
    mutationFn: updateProjectStatus,
    onMutate: async ({ projectId, status }: StatusChange) => {
      // A list still on its way would land on top of the move.
      await queryClient.cancelQueries({ queryKey: projectKeys.list });
      const previous = queryClient.getQueryData<Project[]>(projectKeys.list);
      queryClient.setQueryData<Project[]>(
        projectKeys.list,
        (projects) => projects && withStatus(projects, projectId, status),
      );
      return { previous };
    },
    onSuccess: (moved, _change, context) => {
      if (moved) {
        toast.success(PROJECT_TOASTS.statusUpdated);
        return;
      }
      rollBack(context.previous);
      toast.error(PROJECT_TOASTS.statusFailed);
    },
    onError: (_error, _change, context) => {
      rollBack(context?.previous);
      toast.error(PROJECT_TOASTS.statusError);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
