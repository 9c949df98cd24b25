import { describe, expect, it } from 'vitest';
import { allEndpoints, api } from './api.ts';
import { invalidationsOf } from './endpoint.ts';
import { LiveEventSchema } from './events.ts';

const author = { userId: 'u1' };

describe('endpoint declarations', () => {
  it('say whether each call reads or changes; every change says what it invalidates', () => {
    for (const endpoint of allEndpoints) {
      expect(['read', 'change'], endpoint.path).toContain(endpoint.kind);
      if (endpoint.kind === 'change') expect(typeof endpoint.invalidates, endpoint.path).toBe('function');
    }
  });

  it('invalidate live events of the contract, from the input and its author', () => {
    const events = [
      ...invalidationsOf(api.timesheet.addTimeEntry, { userId: 'u2', date: '2026-11-18' } as never, author),
      ...invalidationsOf(api.timesheet.deleteTimeEntry, { timeEntryId: 'e1' } as never, author),
      ...invalidationsOf(api.weekApproval.submitWeek, { weekStart: '2026-11-15' } as never, author),
      ...invalidationsOf(api.weekApproval.approveAllSubmitted, { weekStart: '2026-11-15' } as never, author),
      ...invalidationsOf(api.tasks.addTask, {} as never, author),
    ];
    for (const event of events) expect(LiveEventSchema.parse(event)).toEqual(event);
    // A change to a rejected week opens it again, so the entry's week is named with it.
    expect(events).toContainEqual({ type: 'entries', userId: 'u2', date: '2026-11-18' });
    expect(events).toContainEqual({ type: 'week', userId: 'u2', weekStart: '2026-11-15' });
    expect(events).toContainEqual({ type: 'week', userId: 'u1', weekStart: '2026-11-15' });
    expect(events).toContainEqual({ type: 'week', userId: null, weekStart: '2026-11-15' });
  });

  it('invalidate nothing for a read', () => {
    expect(invalidationsOf(api.projects.getAllProjects, {} as never, author)).toEqual([]);
  });
});
