import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { getAccessToken } from '../auth.tsx';
import { applyLiveEvents } from './live-invalidations.ts';
import { openLiveChannel, type LiveChannel } from './live-channel.ts';

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
        onEvents: (events) => void applyLiveEvents(queryClient, events),
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
