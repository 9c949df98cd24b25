/** What User Management says when adding (spec §8) or exporting fails; the success texts are the contract's USER_MESSAGES. */
export const USER_FAILURES = {
  addRefused: 'Failed to add user. Please try again.',
  addThrew: 'An error occurred while adding the user',
  /** The spec words no failed export; this one says that no file came, and the screen stays as it was. */
  exportThrew: 'The users could not be exported. Please try again.',
} as const;
