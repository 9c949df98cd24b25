import type { Migration } from 'kysely';
import * as initial from './0001-initial.ts';
import * as work from './0002-work.ts';
import * as weekApproval from './0003-week-approval.ts';
import * as auditLog from './0004-audit-log.ts';
import * as rowLevelSecurity from './0005-row-level-security.ts';
import * as identitySessions from './0006-identity-sessions.ts';
import * as timers from './0007-timers.ts';
import * as estimates from './0008-estimates.ts';
import * as notificationsSettingsSearch from './0009-notifications-settings-search.ts';
import * as listOrder from './0010-list-order.ts';
import * as workingTime from './0011-working-time.ts';
import * as workedHoursIndex from './0012-worked-hours-index.ts';
import * as languages from './0013-languages.ts';
import * as idempotencyKeys from './0014-idempotency-keys.ts';
import * as pinnedTasks from './0015-pinned-tasks.ts';
import * as clients from './0016-clients.ts';
import * as moneySettings from './0017-money-settings.ts';
import * as rates from './0018-rates.ts';
import * as billableBudgets from './0019-billable-budgets.ts';
import * as savedReports from './0020-saved-reports.ts';
import * as entryMonths from './0021-entry-months.ts';
import * as calendarFeeds from './0023-calendar-feeds.ts';
import * as apiTokens from './0022-api-tokens.ts';
import * as webhooks from './0024-webhooks.ts';
import * as importKeys from './0025-import-keys.ts';
import * as entryMonthsSumsIndex from './0026-entry-months-sums-index.ts';
import * as ratesLookupIndex from './0027-rates-lookup-index.ts';
import * as usersNameOrderIndex from './0028-users-name-order-index.ts';

/** Every migration in order; listed here so bundling and tests need no file-system scan. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-work': work,
  '0003-week-approval': weekApproval,
  '0004-audit-log': auditLog,
  '0005-row-level-security': rowLevelSecurity,
  '0006-identity-sessions': identitySessions,
  '0007-timers': timers,
  '0008-estimates': estimates,
  '0009-notifications-settings-search': notificationsSettingsSearch,
  '0010-list-order': listOrder,
  '0011-working-time': workingTime,
  '0012-worked-hours-index': workedHoursIndex,
  '0013-languages': languages,
  '0014-idempotency-keys': idempotencyKeys,
  '0015-pinned-tasks': pinnedTasks,
  '0016-clients': clients,
  '0017-money-settings': moneySettings,
  '0018-rates': rates,
  '0019-billable-budgets': billableBudgets,
  '0020-saved-reports': savedReports,
  '0021-entry-months': entryMonths,
  '0023-calendar-feeds': calendarFeeds,
  '0022-api-tokens': apiTokens,
  '0024-webhooks': webhooks,
  '0025-import-keys': importKeys,
  '0026-entry-months-sums-index': entryMonthsSumsIndex,
  '0027-rates-lookup-index': ratesLookupIndex,
  '0028-users-name-order-index': usersNameOrderIndex,
};
