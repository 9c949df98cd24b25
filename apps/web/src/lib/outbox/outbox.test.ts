import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterReadsSettle } from './outbox.ts';

describe('loading the outbox after the screen’s reads', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits until no read is in flight, then runs once', async () => {
    const queryClient = new QueryClient();
    const run = vi.fn();
    const answers: Array<(value: number) => void> = [];
    const read = (key: string) =>
      queryClient.fetchQuery({
        queryKey: [key],
        queryFn: () => new Promise<number>((resolve) => answers.push(resolve)),
      });
    afterReadsSettle(queryClient, run);
    void read('week');
    void read('timer');
    await vi.advanceTimersByTimeAsync(1);
    answers[0]!(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).not.toHaveBeenCalled();
    answers[1]!(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    void read('later');
    await vi.advanceTimersByTimeAsync(1);
    answers[2]!(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after a while on a screen that reads nothing, and not once cancelled', () => {
    const queryClient = new QueryClient();
    const run = vi.fn();
    afterReadsSettle(queryClient, run);
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    afterReadsSettle(queryClient, cancelled)();
    vi.advanceTimersByTime(10_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
