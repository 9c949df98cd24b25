import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Each test gets the module afresh: whether the first screen has shown is the page's, once. */
const freshModule = async () => {
  vi.resetModules();
  return import('./first-screen.ts');
};

/** A read of `queryClient` that answers when the test says. */
function reads(queryClient: QueryClient) {
  const answers: Array<() => void> = [];
  const read = (key: string) =>
    void queryClient.fetchQuery({
      queryKey: [key],
      queryFn: () => new Promise<number>((resolve) => answers.push(() => resolve(1))),
    });
  return { read, answer: (index: number) => answers[index]!() };
}

describe('what waits for the first screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Node has no frames: one comes every 16 ms of the fake clock.
    vi.stubGlobal('requestAnimationFrame', (paint: () => void) => setTimeout(paint, 16));
    vi.stubGlobal('cancelAnimationFrame', (frame: ReturnType<typeof setTimeout>) => clearTimeout(frame));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs once the reads in flight have arrived and been painted, and not for later reads', async () => {
    const { afterFirstScreen, watchFirstScreen } = await freshModule();
    const queryClient = new QueryClient();
    const { read, answer } = reads(queryClient);
    const header = vi.fn();
    afterFirstScreen(header);
    read('week');
    read('account');
    watchFirstScreen(queryClient);

    answer(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(header).not.toHaveBeenCalled();

    answer(1);
    await vi.advanceTimersByTimeAsync(20);
    expect(header).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(400);
    expect(header).toHaveBeenCalledTimes(1);

    const later = vi.fn();
    afterFirstScreen(later);
    expect(later).toHaveBeenCalledTimes(1);
    read('timer');
    answer(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(header).toHaveBeenCalledTimes(1);
  });

  it('shows a screen that reads nothing after its paint, and one whose reads hang after a while', async () => {
    const idle = await freshModule();
    const nothing = vi.fn();
    idle.afterFirstScreen(nothing);
    idle.watchFirstScreen(new QueryClient());
    await vi.advanceTimersByTimeAsync(400);
    expect(nothing).toHaveBeenCalledTimes(1);

    const hanging = await freshModule();
    const queryClient = new QueryClient();
    reads(queryClient).read('week');
    const waiting = vi.fn();
    hanging.afterFirstScreen(waiting);
    hanging.watchFirstScreen(queryClient);
    await vi.advanceTimersByTimeAsync(9900);
    expect(waiting).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(waiting).toHaveBeenCalledTimes(1);
  });

  it('runs after its own limit on a page without a screen, once, and not once cancelled', async () => {
    const { afterFirstScreen, watchFirstScreen } = await freshModule();
    const register = vi.fn();
    afterFirstScreen(register, 3000);
    const cancelled = vi.fn();
    afterFirstScreen(cancelled, 3000)();
    afterFirstScreen(cancelled)();
    await vi.advanceTimersByTimeAsync(3000);
    expect(register).toHaveBeenCalledTimes(1);

    watchFirstScreen(new QueryClient());
    await vi.advanceTimersByTimeAsync(400);
    expect(register).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
