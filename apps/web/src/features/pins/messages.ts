import { defineMessages } from '@portal/contract';

export const PIN_MESSAGES = defineMessages({
  pin: { id: 'pins.pin', defaultMessage: 'Pin task' },
  unpin: { id: 'pins.unpin', defaultMessage: 'Unpin task' },
  pinFailed: { id: 'pins.pin-failed', defaultMessage: 'Failed to pin the task' },
  unpinFailed: { id: 'pins.unpin-failed', defaultMessage: 'Failed to unpin the task' },
  title: { id: 'pins.quick-picks', defaultMessage: 'Quick picks' },
  pinned: { id: 'pins.quick-picks.pinned', defaultMessage: 'Pinned' },
  recent: { id: 'pins.quick-picks.recent', defaultMessage: 'Recent' },
});
