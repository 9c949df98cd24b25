import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { TOASTER_PROPS } from '../config/toasts.ts';
import { OfflineStatus } from '../features/pwa/offline-status.tsx';
import { UpdateBanner } from '../features/pwa/update-banner.tsx';
import { I18nProvider } from '../lib/i18n/provider.tsx';
import { ThemeProvider } from '../lib/theme.tsx';

/**
 * What every screen relies on, the sign-in gate included: language, theme, toasts, and the bars that say
 * the device is offline or a new version waits. The server-state cache
 * is provided by the `server-state` route instead, so the gate's first load does not carry it.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nProvider>
      <ThemeProvider>
        <OfflineStatus />
        <UpdateBanner />
        {children}
        <Toaster {...TOASTER_PROPS} />
      </ThemeProvider>
    </I18nProvider>
  );
}
