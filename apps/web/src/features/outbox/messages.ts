import { defineMessages } from '@portal/contract';

export const OUTBOX_MESSAGES = defineMessages({
  waiting: {
    id: 'outbox.waiting',
    defaultMessage: '{count, plural, one {# change waiting to be sent} other {# changes waiting to be sent}}',
  },
  notSavedCount: {
    id: 'outbox.not-saved.count',
    defaultMessage: '{count, plural, one {Not saved: # change} other {Not saved: # changes}}',
  },
  notSavedTitle: { id: 'outbox.not-saved.title', defaultMessage: 'Not saved' },
  notSavedIntro: {
    id: 'outbox.not-saved.intro',
    defaultMessage:
      'The server refused these changes, made without a network, when they arrived. Fix or discard each one.',
  },
  nothingLeft: { id: 'outbox.not-saved.empty', defaultMessage: 'Nothing is left to fix.' },
  refusedWithoutReason: {
    id: 'outbox.not-saved.no-reason',
    defaultMessage: 'The server refused this change.',
  },
  edit: { id: 'outbox.edit', defaultMessage: 'Edit' },
  discard: { id: 'outbox.discard', defaultMessage: 'Discard' },
  confirmDiscard: {
    id: 'outbox.discard.confirm',
    defaultMessage: 'Discard this change? It will not be saved.',
  },
  send: { id: 'outbox.edit.send', defaultMessage: 'Send again' },
  cancel: { id: 'outbox.edit.cancel', defaultMessage: 'Cancel' },
  date: { id: 'outbox.edit.date', defaultMessage: 'Date' },
  hours: { id: 'outbox.edit.hours', defaultMessage: 'Hours' },
  addedEntry: {
    id: 'outbox.change.add-entry',
    defaultMessage: '{date}: {hours} h on {project} › {task}',
  },
  dayHours: {
    id: 'outbox.change.day-hours',
    defaultMessage: '{date}: {project} › {task} set to {hours} h',
  },
  deletedEntry: { id: 'outbox.change.delete-entry', defaultMessage: 'Deleting a time entry' },
  timerStart: {
    id: 'outbox.change.timer-start',
    defaultMessage: 'Timer start at {time} on {date}: {project} › {task}',
  },
  timerStop: { id: 'outbox.change.timer-stop', defaultMessage: 'Timer stop at {time}' },
  otherChange: { id: 'outbox.change.other', defaultMessage: 'A change made without a network' },
  unknownName: { id: 'outbox.change.unknown', defaultMessage: 'unknown' },
});
