import type { Project } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { columnCoordinates } from './board-keyboard.ts';

const rect = (left: number, top = 100, width = 200, height = 400) => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

const columns = new Map([
  ['New', rect(0)],
  ['In Review', rect(220)],
  ['In Progress', rect(440)],
  ['Done', rect(660)],
]);

function press(code: string, overId: string | null, status: Project['status'] = 'New') {
  const event = { code, preventDefault: vi.fn() } as unknown as KeyboardEvent;
  const context = {
    active: { id: 'p1', data: { current: { project: { status } } } },
    over: overId ? { id: overId } : null,
    collisionRect: rect(10, 120, 180, 90),
    droppableRects: columns,
  };
  const coordinates = columnCoordinates(event, {
    active: 'p1',
    currentCoordinates: { x: 10, y: 120 },
    context: context as never,
  });
  return { coordinates, event };
}

describe('keyboard moves on the board', () => {
  it('moves a card to the top of the next column, centred in it', () => {
    const { coordinates, event } = press('ArrowRight', 'New');
    expect(coordinates).toEqual({ x: 230, y: 100 });
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('goes back a column with left or up and forward with down', () => {
    expect(press('ArrowLeft', 'In Progress').coordinates).toEqual({ x: 230, y: 100 });
    expect(press('ArrowUp', 'In Progress').coordinates).toEqual({ x: 230, y: 100 });
    expect(press('ArrowDown', 'In Progress').coordinates).toEqual({ x: 670, y: 100 });
  });

  it('starts from the card’s own column while it is over none', () => {
    expect(press('ArrowRight', null, 'In Review').coordinates).toEqual({ x: 450, y: 100 });
  });

  it('stays put at either end of the board', () => {
    expect(press('ArrowRight', 'Done').coordinates).toBeUndefined();
    expect(press('ArrowLeft', 'New').coordinates).toBeUndefined();
  });

  it('leaves other keys to the browser', () => {
    const { coordinates, event } = press('KeyA', 'New');
    expect(coordinates).toBeUndefined();
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});
