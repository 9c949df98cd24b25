import { describe, expect, it } from 'vitest';
import { allEndpoints, api } from './api.ts';
import type { Endpoint } from './endpoint.ts';
import { LiveEventSchema } from './events.ts';
import { declaresInvalidations, invalidationsOf } from './invalidations.ts';

/** Calls that read only, beside the GET calls and those named get…. */
const READS = new Set<Endpoint>([api.reports.summary, api.search.search]);

const reads = (endpoint: Endpoint) =>
  endpoint.method === 'GET' || /\/get[A-Z]\w*$/.test(endpoint.path) || READS.has(endpoint);

describe('invalidations', () => {
  it('are declared for every call that changes data, and for no read', () => {
    const changing = allEndpoints.filter((endpoint) => !endpoint.public && !reads(endpoint));
    expect(changing.filter((endpoint) => !declaresInvalidations(endpoint)).map((e) => e.path)).toEqual([]);
    expect(allEndpoints.filter((e) => reads(e) && declaresInvalidations(e)).map((e) => e.path)).toEqual([]);
  });

  it('are live events of the contract', () => {
    const author = { userId: 'u1' };
    const events = [
      ...invalidationsOf(api.timesheet.addTimeEntry, { userId: 'u2', date: '2026-11-17' } as never, author),
      ...invalidationsOf(api.timesheet.deleteTimeEntry, { timeEntryId: 'e1' } as never, author),
      ...invalidationsOf(api.weekApproval.submitWeek, { weekStart: '2026-11-15' } as never, author),
      ...invalidationsOf(api.tasks.addTask, {} as never, author),
    ];
    for (const event of events) expect(LiveEventSchema.parse(event)).toEqual(event);
    expect(events).toContainEqual({ type: 'entries', userId: 'u2', date: '2026-11-17' });
    expect(events).toContainEqual({ type: 'week', userId: 'u1', weekStart: '2026-11-15' });
  });

  it('are nothing for a read', () => {
    expect(invalidationsOf(api.projects.getAllProjects, {} as never, { userId: 'u1' })).toEqual([]);
  });
});
