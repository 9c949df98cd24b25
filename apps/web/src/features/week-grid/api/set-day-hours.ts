import { api, type OverviewAnswer, type SetDayHoursBody, type WeekEntry } from '@portal/contract';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { useOutboxPreload } from '../../../lib/outbox/outbox.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import type { GridRowKey } from '../../../lib/week-hours.ts';
import { WEEK_GRID_TOASTS } from '../messages.ts';
import { cellEntries, withCellEntries, withCellHours } from '../week-grid.ts';

/** What a week-grid cell sends; the api client adds the tenant. */
export type DayHours = Omit<SetDayHoursBody, 'tenantId'>;

/** One cell's save: the call, and the row and week it shows in, for the grid to change at once. */
export interface CellSave {
  change: DayHours;
  row: GridRowKey;
  sunday: string;
}

interface CellSnapshot {
  /** The cell's entries before the save, to put back if it is refused. */
  before: WeekEntry[];
  /** The cell's entries the save showed, to tell whether a later save has changed the cell since. */
  shown: WeekEntry[];
}

const setDayHoursKey = (userId: string) => ['setDayHours', userId] as const;

/** The changes to one user's week grid run in this scope, one after another, in the order made. */
export const weekGridScope = (userId: string) => `week-grid:${userId}`;

/**
 * api.timesheet.setDayHours: afterwards the user's hours on the task and date total `hours`.
 * Saves a cell and shows it at once: the week's overview (and so every total) changes before the
 * server answers, and the cell goes back to what it held if the server refuses. Saves run one after
 * another, so that the server sees them in the order they were typed; what the saves invalidate is
 * read again once none is left waiting, rather than once per cell. Without a network a save is
 * kept on this device, in the same order, and the cell keeps what was typed.
 */
export function useSetDayHours(userId: string) {
  const queryClient = useQueryClient();
  useOutboxPreload();
  return useMutation(
    mutationFor(api.timesheet.setDayHours, {
      input: ({ change }: CellSave) => change,
      offline: {},
      invalidateOnSettled: true,
      mutationKey: setDayHoursKey(userId),
      scope: { id: weekGridScope(userId) },
      // The cell says a refusal in place and the api client has said the server's reason.
      meta: { threw: WEEK_GRID_TOASTS.cellSaveError },
      onMutate: async ({ change, row, sunday }): Promise<CellSnapshot | undefined> => {
        const key = queryKeys.timesheet.overview(userId, sunday);
        // A read under way would otherwise land after the change and undo it on screen.
        await queryClient.cancelQueries({ queryKey: key });
        const answer = queryClient.getQueryData<OverviewAnswer>(key);
        if (!answer) return undefined;
        const changed = withCellHours(answer, row, change.date, change.hours);
        queryClient.setQueryData(key, changed);
        return {
          before: cellEntries(answer.entries, change.taskId, change.date),
          shown: cellEntries(changed.entries, change.taskId, change.date),
        };
      },
      onError: (_error, { change, sunday }, snapshot) => {
        if (!snapshot) return;
        queryClient.setQueryData<OverviewAnswer>(queryKeys.timesheet.overview(userId, sunday), (answer) => {
          if (!answer) return answer;
          const now = cellEntries(answer.entries, change.taskId, change.date);
          // A later save of the same cell owns what it shows now.
          const untouched =
            now.length === snapshot.shown.length &&
            now.every((entry, index) => entry === snapshot.shown[index]);
          return untouched ? withCellEntries(answer, change.taskId, change.date, snapshot.before) : answer;
        });
      },
    }),
  );
}

/**
 * The cell saves of the user still waiting for the server, oldest first. The grid shows them over
 * whatever the overview last read: a read that began before a save reached the server (another
 * tab's change, a live update) would otherwise show the cell as it was until the next read.
 */
export function usePendingCellSaves(userId: string): CellSave[] {
  return useMutationState({
    filters: { mutationKey: setDayHoursKey(userId), status: 'pending' },
    select: (mutation) => mutation.state.variables as CellSave,
  });
}
