import { describe, expect, it } from 'vitest';
import { validateTimeEntry, type TimeEntryFormValues } from './time-entry-form.ts';

const filled: TimeEntryFormValues = {
  projectId: 'p1',
  taskId: 't1',
  date: '2026-11-18',
  hours: '2.5',
  description: '  Loading bay survey ',
};

describe('validateTimeEntry', () => {
  it('makes the body of a complete entry', () => {
    expect(validateTimeEntry(filled, 'u1')).toEqual({
      ok: true,
      entry: {
        userId: 'u1',
        date: '2026-11-18',
        projectId: 'p1',
        taskId: 't1',
        description: 'Loading bay survey',
        hours: 2.5,
      },
    });
  });

  it.each([
    ['no project', { projectId: '' }],
    ['no task', { taskId: '' }],
    ['no hours', { hours: '' }],
    ['zero hours', { hours: '0' }],
    ['negative hours', { hours: '-1' }],
    ['hours that are not a number', { hours: 'abc' }],
    ['no date', { date: null }],
  ])('asks for the required fields with %s', (_case, change) => {
    expect(validateTimeEntry({ ...filled, ...change }, 'u1')).toEqual({
      ok: false,
      message: 'Please fill all required fields',
    });
  });

  it('does not require a description', () => {
    expect(validateTimeEntry({ ...filled, description: '' }, 'u1').ok).toBe(true);
  });
});
