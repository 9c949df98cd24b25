import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { OutboxStatus } from '../../features/outbox/components/outbox-status.tsx';
import { NotLoadedStatus } from '../../features/pwa/not-loaded-status.tsx';
// Sign-up and every signed-in screen word counts and plurals; the sign-in route does without.
import '../../lib/i18n/icu-formatter.ts';
import { resumeOutbox } from '../../lib/outbox/outbox.ts';
import { persistCache, restorePersistedCache } from '../../lib/queries/persisted-cache.ts';
import { queryClient } from '../../lib/query-client.ts';

let restored: Promise<void> | undefined;

/**
 * What the signed-in person's screens last read is put back before any screen asks, so that a
 * portal opened without a network shows it; opened online, the screens read afresh.
 */
export function loader(): Promise<null> {
  // The query client takes the browser as online until it hears otherwise: opened offline, its
  // reads would fail over what was kept instead of waiting for the network.
  onlineManager.setOnline(navigator.onLine);
  restored ??= restorePersistedCache(queryClient).then(() => {
    persistCache(queryClient);
  });
  return restored.then(() => null);
}

/**
 * Provides the server-state cache to the screens that call the API (sign-up and the signed-in
 * area), with the outbox of changes made offline: sending what waits, and saying what does.
 */
export function Component() {
  useEffect(resumeOutbox, []);
  return (
    <QueryClientProvider client={queryClient}>
      <NotLoadedStatus />
      <Outlet />
      <OutboxStatus />
    </QueryClientProvider>
  );
}
