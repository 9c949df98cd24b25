import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { TOASTER_PROPS } from '../config/toasts.ts';
import { I18nProvider } from '../lib/i18n/provider.tsx';
import { ThemeProvider } from '../lib/theme.tsx';

/**
 * What every screen relies on, the sign-in gate included: language, theme and toasts. The server-state cache
 * is provided by the `server-state` route instead, so the gate's first load does not carry it.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nProvider>
      <ThemeProvider>
        {children}
        <Toaster {...TOASTER_PROPS} />
      </ThemeProvider>
    </I18nProvider>
  );
}
