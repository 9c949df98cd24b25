/** What adding a time entry says, whether the entry form or the timer's Stop added it (spec §8). */
export const TIME_ENTRY_ADDED = 'Time entry added successfully';
