import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the page's first screen has shown what it read. What every signed-in page adds around
 * its screen (the header's timer and bell, the service worker, the outbox) waits for it: on a
 * phone's slow link those would otherwise share the link, and the six connections a browser opens
 * to one origin, with the screen's own code and data, and the screen would show later. The live
 * stream does not wait: a change made between the screen's reads and a later stream would be
 * missed until the screen reads again.
 */
let shown = false;
const listeners = new Set<() => void>();

function markShown(): void {
  if (shown) return;
  shown = true;
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

/**
 * Calls `run` once, when the first screen has shown (at once if it has) or after `waitAtMostMs`;
 * answers how to cancel.
 */
export function afterFirstScreen(run: () => void, waitAtMostMs?: number): () => void {
  if (shown) {
    run();
    return () => undefined;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    cancel();
    run();
  };
  const timeout = waitAtMostMs === undefined ? undefined : setTimeout(once, waitAtMostMs);
  listeners.add(once);
  function cancel() {
    listeners.delete(once);
    clearTimeout(timeout);
  }
  return () => {
    done = true;
    cancel();
  };
}

const subscribe = (listener: () => void) => afterFirstScreen(listener);

export const useFirstScreenShown = (): boolean => useSyncExternalStore(subscribe, () => shown);

/**
 * The longest the first screen's reads are waited for: a read that hangs must not keep the header
 * empty. A phone on a slow link takes seconds for the first.
 */
const READS_WAIT_MS = 10_000;

/**
 * How long after the main thread has painted the screen it counts as shown: the frame is then
 * rastered and put on the display, which on a phone without a fast GPU path takes a while.
 */
const SHOWING_MS = 300;

/**
 * Marks the first screen shown once its reads have arrived (at once when none is in flight) and
 * the browser has painted them, or after READS_WAIT_MS; answers how to cancel. The screen's reads
 * are those in flight now: the loader's and the ones its first render started.
 */
export function watchFirstScreen(queryClient: QueryClient): () => void {
  if (shown) return () => undefined;
  let frame = 0;
  let showing: ReturnType<typeof setTimeout> | undefined;
  const afterNextPaint = () => {
    stopWatching();
    frame = requestAnimationFrame(() => {
      showing = setTimeout(markShown, SHOWING_MS);
    });
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && queryClient.isFetching() === 0) afterNextPaint();
  });
  const fallback = setTimeout(markShown, READS_WAIT_MS);
  function stopWatching() {
    unsubscribe();
    clearTimeout(fallback);
  }
  if (queryClient.isFetching() === 0) afterNextPaint();
  return () => {
    stopWatching();
    cancelAnimationFrame(frame);
    clearTimeout(showing);
  };
}
