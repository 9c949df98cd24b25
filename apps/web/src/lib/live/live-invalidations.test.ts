import type { LiveEvent } from '@portal/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../queries/query-keys.ts';
import { applyLiveEvents, staleKeysOf } from './live-invalidations.ts';

const ADA = 'user-ada';
const BOB = 'user-bob';
// Wednesday 18 November 2026 lies in the week starting Sunday 15 November.
const WEDNESDAY = '2026-11-18';
const SUNDAY = '2026-11-15';
const NEXT_SUNDAY = '2026-11-22';

describe('what a live event invalidates', () => {
  it('names the board, task lists, people, settings, notifications and timer by their keys', () => {
    expect(staleKeysOf({ type: 'projects' })).toEqual([
      queryKeys.projects.all,
      queryKeys.search.all,
      queryKeys.clients,
    ]);
    expect(staleKeysOf({ type: 'tasks' })).toEqual([queryKeys.tasks.all, queryKeys.search.all]);
    expect(staleKeysOf({ type: 'users' })).toEqual([queryKeys.users.all, queryKeys.search.all]);
    expect(staleKeysOf({ type: 'employees' })).toEqual([queryKeys.users.employees, queryKeys.search.all]);
    expect(staleKeysOf({ type: 'settings' })).toEqual([queryKeys.settings, queryKeys.timesheet.reports]);
    expect(staleKeysOf({ type: 'notifications', userId: ADA })).toEqual([queryKeys.notifications]);
    expect(staleKeysOf({ type: 'timer', userId: ADA })).toEqual([queryKeys.timer]);
    expect(staleKeysOf({ type: 'resync' })).toBe('everything');
    expect(staleKeysOf({ type: 'absences', userId: ADA })).toEqual([queryKeys.workingTime.all]);
    expect(staleKeysOf({ type: 'workingTime', userId: null })).toEqual([queryKeys.workingTime.all]);
    expect(staleKeysOf({ type: 'holidays' })).toEqual([queryKeys.workingTime.all]);
  });

  it("names a user's entries, the overview and review of the entry's week, reports, accounts and tracked hours", () => {
    const tracked = [queryKeys.projects.all, queryKeys.tasks.all];
    expect(staleKeysOf({ type: 'entries', userId: ADA, date: WEDNESDAY })).toEqual([
      ...tracked,
      queryKeys.workingTime.all,
      queryKeys.timesheet.entries(ADA),
      queryKeys.timesheet.overview(ADA, SUNDAY),
      queryKeys.timesheet.review(SUNDAY),
      queryKeys.timesheet.reports,
    ]);
    // Whose or which day is not known: the whole timesheet.
    expect(staleKeysOf({ type: 'entries', userId: ADA, date: null })).toEqual([
      queryKeys.timesheet.all,
      queryKeys.workingTime.all,
      ...tracked,
    ]);
    expect(staleKeysOf({ type: 'entries', userId: null, date: null })).toEqual([
      queryKeys.timesheet.all,
      queryKeys.workingTime.all,
      ...tracked,
    ]);
  });

  it("names a week's status, overview and review, the user's entries and reports", () => {
    expect(staleKeysOf({ type: 'week', userId: ADA, weekStart: SUNDAY })).toEqual([
      queryKeys.timesheet.weekStatus(ADA, SUNDAY),
      queryKeys.timesheet.overview(ADA, SUNDAY),
      queryKeys.timesheet.review(SUNDAY),
      queryKeys.timesheet.entries(ADA),
      queryKeys.timesheet.reports,
    ]);
    // Weeks of several people (approving all submitted ones): the whole timesheet.
    expect(staleKeysOf({ type: 'week', userId: null, weekStart: SUNDAY })).toEqual([queryKeys.timesheet.all]);
  });
});

describe('applying live events to the cache', () => {
  const cached = [
    queryKeys.projects.list,
    queryKeys.tasks.list,
    queryKeys.tasks.byProject('p1'),
    queryKeys.timesheet.entries(ADA),
    [...queryKeys.timesheet.entries(ADA), 'page', 1, 10],
    queryKeys.timesheet.entries(BOB),
    queryKeys.timesheet.overview(ADA, SUNDAY),
    queryKeys.timesheet.overview(ADA, NEXT_SUNDAY),
    queryKeys.timesheet.overview(BOB, SUNDAY),
    queryKeys.timesheet.review(SUNDAY),
    queryKeys.timesheet.review(NEXT_SUNDAY),
    queryKeys.timesheet.weekStatus(ADA, SUNDAY),
    [...queryKeys.timesheet.reports, { groupBy: ['project'] }],
    queryKeys.users.list,
    queryKeys.users.employees,
    queryKeys.settings,
    queryKeys.notifications,
    queryKeys.timer,
    queryKeys.clients,
  ];

  async function staleAfter(events: LiveEvent[]): Promise<string[]> {
    const client = new QueryClient();
    for (const key of cached) client.setQueryData(key, { cached: true });
    await applyLiveEvents(client, events);
    return cached.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => JSON.stringify(key));
  }

  const names = (...keys: readonly (readonly unknown[])[]) => keys.map((key) => JSON.stringify(key));

  it("refreshes Ada's timesheet, the week's overview and review, reports and the board when Ada logs time", async () => {
    expect(await staleAfter([{ type: 'entries', userId: ADA, date: WEDNESDAY }])).toEqual(
      names(
        queryKeys.projects.list,
        queryKeys.tasks.list,
        queryKeys.tasks.byProject('p1'),
        queryKeys.timesheet.entries(ADA),
        [...queryKeys.timesheet.entries(ADA), 'page', 1, 10],
        queryKeys.timesheet.overview(ADA, SUNDAY),
        queryKeys.timesheet.review(SUNDAY),
        [...queryKeys.timesheet.reports, { groupBy: ['project'] }],
      ),
    );
  });

  it('refreshes the board and task lists on their events, and each key once per batch', async () => {
    expect(await staleAfter([{ type: 'projects' }, { type: 'tasks' }, { type: 'projects' }])).toEqual(
      names(
        queryKeys.projects.list,
        queryKeys.tasks.list,
        queryKeys.tasks.byProject('p1'),
        queryKeys.clients,
      ),
    );
  });

  it("refreshes the clients on theirs, with each one's count of projects on a project's", async () => {
    expect(await staleAfter([{ type: 'clients' }])).toEqual(names(queryKeys.clients));
  });

  it('refreshes the reports and the board, whose amounts they change, on a rate or the settings', async () => {
    const report = [...queryKeys.timesheet.reports, { groupBy: ['project'] }];
    expect(await staleAfter([{ type: 'rates' }])).toEqual(names(queryKeys.projects.list, report));
    expect(await staleAfter([{ type: 'settings' }])).toEqual(names(report, queryKeys.settings));
  });

  it('refreshes everything on a resync', async () => {
    expect(await staleAfter([{ type: 'settings' }, { type: 'resync' }])).toHaveLength(cached.length);
  });

  it('on a resync leaves what was read since the time it is given, and refreshes the rest', async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.timer, { cached: true }, { updatedAt: 1_000 });
    client.setQueryData(queryKeys.notifications, { cached: true }, { updatedAt: 2_000 });
    client.setQueryData(queryKeys.settings, { cached: true }, { updatedAt: 3_000 });
    await applyLiveEvents(client, [{ type: 'resync' }], 2_000);
    expect(client.getQueryState(queryKeys.timer)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.notifications)?.isInvalidated).toBe(false);
    expect(client.getQueryState(queryKeys.settings)?.isInvalidated).toBe(false);
  });

  it("refreshes only the bell on a notification, and only the timer on the timer's event", async () => {
    expect(await staleAfter([{ type: 'notifications', userId: ADA }])).toEqual(
      names(queryKeys.notifications),
    );
    expect(await staleAfter([{ type: 'timer', userId: ADA }])).toEqual(names(queryKeys.timer));
  });
});
