import { SIGN_UP_MESSAGES } from './auth.ts';
import { DATE_INVALID_MESSAGE } from './common.ts';
import type { MessageDescriptor } from './i18n.ts';
import { PROJECT_MESSAGES } from './projects.ts';
import { validationMessages } from './refusals.ts';
import { TASK_MESSAGES } from './tasks.ts';
import { TIME_ENTRY_MESSAGES } from './timesheet.ts';
import { WEEK_MESSAGES } from './timesheet-approval.ts';
import { USER_MESSAGES } from './users.ts';
import { WEEK_GRID_MESSAGES } from './week-grid.ts';

/**
 * Every text the contract's schemas may refuse a field with, so that a form can show the refusal
 * its schema gave (in English, as zod carries it) in its reader's language.
 */
export const CONTRACT_FIELD_MESSAGES: readonly MessageDescriptor[] = [
  ...Object.values(validationMessages),
  ...Object.values(SIGN_UP_MESSAGES),
  ...Object.values(USER_MESSAGES),
  ...Object.values(TASK_MESSAGES),
  ...Object.values(PROJECT_MESSAGES),
  ...Object.values(TIME_ENTRY_MESSAGES),
  ...Object.values(WEEK_MESSAGES),
  ...Object.values(WEEK_GRID_MESSAGES),
  DATE_INVALID_MESSAGE,
];
