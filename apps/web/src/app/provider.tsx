import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { TOASTER_PROPS } from '../config/toasts.ts';
import { ThemeProvider } from '../lib/theme.tsx';

/**
 * What every screen relies on, the sign-in gate included: theme and toasts. The server-state cache
 * is provided by the `server-state` route instead, so the gate's first load does not carry it.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      {children}
      <Toaster {...TOASTER_PROPS} />
    </ThemeProvider>
  );
}
