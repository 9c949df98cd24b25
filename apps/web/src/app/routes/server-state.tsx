import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
// Sign-up and every signed-in screen word counts and plurals; the sign-in route does without.
import '../../lib/i18n/icu-formatter.ts';
import { queryClient } from '../../lib/query-client.ts';

/** Provides the server-state cache to the screens that call the API (sign-up and the signed-in area). */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
