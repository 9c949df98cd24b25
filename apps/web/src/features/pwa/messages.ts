import { defineMessages } from '@portal/contract';

export const PWA_MESSAGES = defineMessages({
  offline: { id: 'pwa.offline', defaultMessage: 'Offline — showing what was last loaded' },
  updateReady: { id: 'pwa.update.ready', defaultMessage: 'A new version of the portal is ready.' },
  reloadToUpdate: { id: 'pwa.update.reload', defaultMessage: 'Reload to update' },
});
