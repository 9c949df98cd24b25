import { defineMessages } from '@portal/contract';

export const PWA_MESSAGES = defineMessages({
  offline: { id: 'pwa.offline', defaultMessage: 'Offline — showing what was last loaded' },
  notLoaded: {
    id: 'pwa.not-loaded',
    defaultMessage: 'This screen was not opened before the network went. It loads when you are online.',
  },
  updateReady: { id: 'pwa.update.ready', defaultMessage: 'A new version of the portal is ready.' },
  reloadToUpdate: { id: 'pwa.update.reload', defaultMessage: 'Reload to update' },
});
