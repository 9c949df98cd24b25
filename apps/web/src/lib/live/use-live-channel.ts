import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { getAccessToken } from '../auth.tsx';
import { applyLiveEvents } from './live-invalidations.ts';
import { openLiveChannel, type LiveChannel } from './live-channel.ts';

/**
 * What was read this long before the page's first stream was asked for is not read again by its
 * resync: a screen's loader reads before the layout that opens the stream renders, and reading it
 * all twice doubles the start's calls. A change someone made in those seconds shows with the next
 * event or read of its screen.
 */
const FIRST_READS_MS = 5_000;

/**
 * Keeps the live channel open while the signed-in screens are: what others change reaches the
 * cache as invalidations, and the screens read it again by themselves. Leaving the page (closing
 * the tab, signing out) ends the stream, so that the server frees it; a page restored from the
 * back-forward cache opens a new one, whose resync catches up.
 */
export function useLiveChannel(): void {
  const queryClient = useQueryClient();

  // A layout effect runs before the screens' queries start (in their passive effects), so the
  // stream is asked for first and its opening resync finds them under way rather than done.
  useLayoutEffect(() => {
    const open = () =>
      openLiveChannel({
        fetch: (url, init) => fetch(url, init),
        getAccessToken,
        onEvents: (events, stream) =>
          void applyLiveEvents(
            queryClient,
            events,
            stream.first ? stream.requestedAt - FIRST_READS_MS : undefined,
          ),
      });
    let channel: LiveChannel = open();
    const handlePageHide = () => channel.close();
    const handlePageShow = (event: PageTransitionEvent) => {
      if (event.persisted) channel = open();
    };
    const handleOnline = () => channel.reconnectNow();
    window.addEventListener('pagehide', handlePageHide);
    window.addEventListener('pageshow', handlePageShow);
    window.addEventListener('online', handleOnline);
    return () => {
      window.removeEventListener('pagehide', handlePageHide);
      window.removeEventListener('pageshow', handlePageShow);
      window.removeEventListener('online', handleOnline);
      channel.close();
    };
  }, [queryClient]);
}
