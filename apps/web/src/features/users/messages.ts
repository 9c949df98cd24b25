/** What User Management says when adding fails (spec §8); the success texts are the contract's USER_MESSAGES. */
export const USER_FAILURES = {
  addRefused: 'Failed to add user. Please try again.',
  addThrew: 'An error occurred while adding the user',
} as const;
