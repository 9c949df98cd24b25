import type { ManifestOptions } from 'vite-plugin-pwa';

/** The header's colours, so that an installed app's title bar continues the page. */
export const THEME_COLORS = { light: '#ffffff', dark: '#101828' } as const;

/**
 * The web app manifest the build writes (manifest.webmanifest): what a phone needs to install the
 * portal and open it like an app of its own. The icons are drawn from public/favicon.svg by
 * scripts/icons.ts.
 */
export const pwaManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Timesheet Portal',
  short_name: 'Timesheet',
  description: 'Log time against project tasks, and review and approve timesheets.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLORS.light,
  // The page's own background (gray-50), shown while the app starts.
  background_color: '#f9fafb',
  icons: [
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
    { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
    { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
