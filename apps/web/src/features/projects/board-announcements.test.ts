import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { boardAnnouncements } from './board-announcements.ts';

const active = {
  id: 'p1',
  data: { current: { project: { name: 'Harbour', status: 'New' } } },
} as unknown as Active;
const over = (id: string) => ({ id }) as Over;

describe('board announcements', () => {
  it('name the project and the columns it passes', () => {
    const say = boardAnnouncements();
    expect(say.onDragStart({ active })).toBe('Picked up project Harbour in column New.');
    expect(say.onDragOver({ active, over: over('In Review') })).toBe(
      'Project Harbour is over column In Review.',
    );
    expect(say.onDragOver({ active, over: null })).toBe('Project Harbour is not over a column.');
    expect(say.onDragEnd({ active, over: over('Done') })).toBe('Project Harbour was dropped in column Done.');
  });

  it('keep the pick-up audible, and say when the card comes back to its own column', () => {
    const say = boardAnnouncements();
    say.onDragStart({ active });
    expect(say.onDragOver({ active, over: over('New') })).toBeUndefined();
    expect(say.onDragOver({ active, over: over('In Review') })).toBe(
      'Project Harbour is over column In Review.',
    );
    expect(say.onDragOver({ active, over: over('New') })).toBe('Project Harbour is over column New.');

    say.onDragStart({ active });
    expect(say.onDragOver({ active, over: over('New') })).toBeUndefined();
  });

  it('say the project stays where it was when the move does not happen', () => {
    const say = boardAnnouncements();
    expect(say.onDragEnd({ active, over: null })).toBe(
      'Project Harbour was dropped outside the columns and stays in column New.',
    );
    expect(say.onDragCancel({ active, over: null })).toBe(
      'Moving project Harbour was cancelled. It stays in column New.',
    );
  });
});
