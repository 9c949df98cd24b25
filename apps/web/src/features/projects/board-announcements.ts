import type { Active, Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { defineMessages } from '@portal/contract';
import { t } from '../../lib/i18n/intl.ts';
import { draggedProject, isProjectStatus } from './board.ts';
import { PROJECT_STATUS_NAMES } from './messages.ts';

const messages = defineMessages({
  pickedUp: {
    id: 'projects.board.picked-up',
    defaultMessage: 'Picked up project {project} in column {column}.',
  },
  over: { id: 'projects.board.over', defaultMessage: 'Project {project} is over column {column}.' },
  overNone: { id: 'projects.board.over-none', defaultMessage: 'Project {project} is not over a column.' },
  dropped: {
    id: 'projects.board.dropped',
    defaultMessage: 'Project {project} was dropped in column {column}.',
  },
  droppedOutside: {
    id: 'projects.board.dropped-outside',
    defaultMessage: 'Project {project} was dropped outside the columns and stays in column {column}.',
  },
  cancelled: {
    id: 'projects.board.cancelled',
    defaultMessage: 'Moving project {project} was cancelled. It stays in column {column}.',
  },
  instructions: {
    id: 'projects.board.instructions',
    defaultMessage:
      'To move this project to another column, press space or enter, use the arrow keys to choose the column, then press space or enter to drop it there, or escape to cancel.',
  },
});

/** A column as it is read out: by its name in the language shown, the status being data. */
const columnName = (id: UniqueIdentifier) => (isProjectStatus(id) ? t(PROJECT_STATUS_NAMES[id]) : String(id));

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
      return t(messages.pickedUp, { project: nameOf(active), column: columnName(columnOf(active)) });
    },
    onDragOver: ({ active, over }) => {
      if (!hasLeftColumn && over?.id === columnOf(active)) return undefined;
      hasLeftColumn = true;
      return over
        ? t(messages.over, { project: nameOf(active), column: columnName(over.id) })
        : t(messages.overNone, { project: nameOf(active) });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t(messages.dropped, { project: nameOf(active), column: columnName(over.id) })
        : t(messages.droppedOutside, { project: nameOf(active), column: columnName(columnOf(active)) }),
    onDragCancel: ({ active }) =>
      t(messages.cancelled, { project: nameOf(active), column: columnName(columnOf(active)) }),
  };
}

export const boardInstructions = (): ScreenReaderInstructions => ({ draggable: t(messages.instructions) });
