import { api } from '@portal/contract';
import { MutationObserver, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from './queries/query-keys.ts';
import { createQueryClient } from './query-client.ts';
import { mutationFor } from './mutation-for.ts';
import type * as OutboxModule from './outbox/outbox.ts';

vi.mock('react-hot-toast', () => ({
  default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }),
}));
vi.mock('./auth.tsx', () => ({ getAccessToken: async () => 'token', forgetSession: async () => undefined }));
/** The outbox, as the changes that work offline reach it. */
const outbox = vi.hoisted(() => ({
  keep: vi.fn(async (_path: string, _input: object, idempotencyKey: string) => ({
    queued: true as const,
    idempotencyKey,
  })),
}));
vi.mock('./outbox/outbox.ts', async (original) => ({
  ...(await original<typeof OutboxModule>()),
  loadOutbox: async () => outbox,
}));

const ADA = 'user-ada';
const WEDNESDAY = '2026-11-18';
const SUNDAY = '2026-11-15';
const json = (status: number, answer: unknown) => new Response(JSON.stringify(answer), { status });

/** Every read a screen may have cached; each starts fresh. */
const CACHED: QueryKey[] = [
  queryKeys.projects.list,
  queryKeys.tasks.list,
  queryKeys.timesheet.overview(ADA, SUNDAY),
  queryKeys.timesheet.weekStatus(ADA, SUNDAY),
  queryKeys.timesheet.overview(ADA, '2026-11-22'),
  queryKeys.users.list,
  queryKeys.settings,
];

function cachedClient() {
  const client = createQueryClient();
  for (const key of CACHED) client.setQueryData(key, []);
  return client;
}
const stale = (client: ReturnType<typeof createQueryClient>) =>
  CACHED.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => JSON.stringify(key));

describe('mutationFor', () => {
  const fetchFn = vi.fn<typeof fetch>();
  beforeEach(() => {
    const stored = new Map<string, string>([
      ['userId', ADA],
      ['tenantId', 'tenant-1'],
      ['userRole', 'User'],
    ]);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    });
    vi.stubGlobal('fetch', fetchFn);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchFn.mockReset();
    outbox.keep.mockClear();
  });

  it('calls the endpoint with the input made of the variables, the tenant added', async () => {
    fetchFn.mockResolvedValue(json(200, { result: 1, msg: 'Task deleted' }));
    const observer = new MutationObserver(
      cachedClient(),
      mutationFor(api.tasks.deleteTask, { input: (taskId: string) => ({ taskId }) }),
    );
    await observer.mutate('t1');
    expect(fetchFn).toHaveBeenCalledWith(api.tasks.deleteTask.path, expect.anything());
    expect(JSON.parse(fetchFn.mock.calls[0]![1]!.body as string)).toEqual({
      taskId: 't1',
      tenantId: 'tenant-1',
    });
  });

  it('makes stale what the endpoint declares once the server accepted the change, and nothing else', async () => {
    fetchFn.mockResolvedValue(json(200, { result: 1, id: 'e1' }));
    const client = cachedClient();
    const entry = { userId: ADA, date: WEDNESDAY, projectId: 'p1', taskId: 't1', hours: 2 };
    await new MutationObserver(client, mutationFor(api.timesheet.addTimeEntry)).mutate(entry);
    // The board's and the tasks' tracked hours, the entry's week, and its status (a rejected week
    // opens again); not the next week.
    expect(stale(client)).toEqual([
      JSON.stringify(queryKeys.projects.list),
      JSON.stringify(queryKeys.tasks.list),
      JSON.stringify(queryKeys.timesheet.overview(ADA, SUNDAY)),
      JSON.stringify(queryKeys.timesheet.weekStatus(ADA, SUNDAY)),
    ]);
  });

  it('makes nothing stale when the server refuses, unless the screen showed the change before the answer', async () => {
    fetchFn.mockResolvedValue(json(409, { result: 0, msg: 'No' }));
    const refused = cachedClient();
    const change = { taskId: 't1', status: 'done' as const };
    await new MutationObserver(refused, mutationFor(api.tasks.updateTaskStatus))
      .mutate(change)
      .catch(() => {});
    expect(stale(refused)).toEqual([]);

    const shown = cachedClient();
    const options = mutationFor(api.tasks.updateTaskStatus, { invalidateOnSettled: true });
    await new MutationObserver(shown, options).mutate(change).catch(() => {});
    expect(stale(shown)).toEqual([JSON.stringify(queryKeys.tasks.list)]);
  });

  it('reads a burst of changes sharing a key back once, when the last settles', async () => {
    let answer!: (response: Response) => void;
    fetchFn.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    fetchFn.mockResolvedValue(json(200, { result: 1, id: 'p2' }));
    const client = cachedClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const options = mutationFor(api.projects.addProject, { mutationKey: ['burst'] });
    const first = new MutationObserver(client, options).mutate({ name: 'A', description: 'a' });
    const second = new MutationObserver(client, options).mutate({ name: 'B', description: 'b' });
    await second;
    expect(invalidate).not.toHaveBeenCalled();
    answer(json(200, { result: 1, id: 'p1' }));
    await first;
    expect(invalidate).toHaveBeenCalled();
    expect(stale(client)).toEqual([JSON.stringify(queryKeys.projects.list)]);
  });

  describe('a change that works offline', () => {
    const entry = { userId: ADA, date: WEDNESDAY, projectId: 'p1', taskId: 't1', hours: 2 };
    /** Stamps what is kept, as the timer's changes stamp the device's time. */
    const offline = { kept: (input: typeof entry) => ({ ...input, description: 'kept' }) };
    const online = (onLine: boolean) => vi.stubGlobal('navigator', { onLine });

    it('is kept at once when the browser is offline, as `kept` makes it, without calling the server', async () => {
      online(false);
      const client = cachedClient();
      const answer = await new MutationObserver(
        client,
        mutationFor(api.timesheet.addTimeEntry, { offline }),
      ).mutate(entry);
      expect(fetchFn).not.toHaveBeenCalled();
      expect(outbox.keep).toHaveBeenCalledWith(
        api.timesheet.addTimeEntry.path,
        { ...entry, description: 'kept' },
        expect.any(String),
      );
      expect(answer).toEqual({ queued: true, idempotencyKey: outbox.keep.mock.calls[0]![2] });
      // Nothing reached the server: nothing of it is read again yet.
      expect(stale(client)).toEqual([]);
    });

    it('is kept under the key it was sent with when no answer comes, so a send that did arrive happens once', async () => {
      online(true);
      fetchFn.mockRejectedValue(new TypeError('Failed to fetch'));
      const answer = await new MutationObserver(
        cachedClient(),
        mutationFor(api.timesheet.addTimeEntry, { offline }),
      ).mutate(entry);
      const sentKey = new Headers(fetchFn.mock.calls[0]![1]!.headers).get('Idempotency-Key');
      expect(sentKey).toBeTruthy();
      expect(outbox.keep).toHaveBeenCalledWith(api.timesheet.addTimeEntry.path, entry, sentKey);
      expect(answer).toMatchObject({ queued: true, idempotencyKey: sentKey });
    });

    it('fails as any change does when the server refuses it, and is not kept', async () => {
      online(true);
      fetchFn.mockResolvedValue(json(409, { result: 0, msg: 'The week is approved' }));
      await expect(
        new MutationObserver(cachedClient(), mutationFor(api.timesheet.addTimeEntry, { offline })).mutate(
          entry,
        ),
      ).rejects.toMatchObject({ status: 409 });
      expect(outbox.keep).not.toHaveBeenCalled();
    });
  });
});
