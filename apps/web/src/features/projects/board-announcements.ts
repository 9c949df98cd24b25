import type { Active, Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { draggedProject } from './board.ts';

const nameOf = (active: Active) => draggedProject(active)?.name ?? String(active.id);
const columnOf = (active: Active) => draggedProject(active)?.status ?? '';

/**
 * What screen readers hear while a card is moved; columns are named by their status. A picked-up
 * card is over its own column at once, which goes unsaid so that the pick-up is heard; coming back
 * to that column later is said.
 */
export function boardAnnouncements(): Announcements {
  let hasLeftColumn = false;
  return {
    onDragStart: ({ active }) => {
      hasLeftColumn = false;
      return `Picked up project ${nameOf(active)} in column ${columnOf(active)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!hasLeftColumn && over?.id === columnOf(active)) return undefined;
      hasLeftColumn = true;
      return over
        ? `Project ${nameOf(active)} is over column ${String(over.id)}.`
        : `Project ${nameOf(active)} is not over a column.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `Project ${nameOf(active)} was dropped in column ${String(over.id)}.`
        : `Project ${nameOf(active)} was dropped outside the columns and stays in column ${columnOf(active)}.`,
    onDragCancel: ({ active }) =>
      `Moving project ${nameOf(active)} was cancelled. It stays in column ${columnOf(active)}.`,
  };
}

export const boardInstructions: ScreenReaderInstructions = {
  draggable:
    'To move this project to another column, press space or enter, use the arrow keys to choose the column, then press space or enter to drop it there, or escape to cancel.',
};
