import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { draggedProject, isProjectStatus, neighbourStatus } from './board.ts';

/** Right and down lead to the next column, left and up to the one before; the board may wrap its columns. */
const STEPS: Partial<Record<string, 1 | -1>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Moves a card picked up from the keyboard by whole columns, where dnd-kit's default moves it by a
 * few pixels at a time and would need many presses to leave its column.
 */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = STEPS[event.code];
  if (!step) return undefined;
  event.preventDefault();
  const { active, over, collisionRect, droppableRects } = context;
  const from = isProjectStatus(over?.id) ? over.id : draggedProject(active)?.status;
  const to = from ? neighbourStatus(from, step) : null;
  const target = to ? droppableRects.get(to) : undefined;
  if (!target || !collisionRect) return undefined;
  return { x: target.left + (target.width - collisionRect.width) / 2, y: target.top };
};
