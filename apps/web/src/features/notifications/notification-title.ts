import {
  type Notification,
  NOTIFICATION_DAY_FORMAT,
  notificationTitleMessage,
  notificationTitleValues,
} from '@portal/contract';
import { formatDay } from '../../lib/i18n/format.ts';
import { currentLocale, t } from '../../lib/i18n/intl.ts';

/**
 * A notification's title in the language shown, worded from its params whichever language was
 * shown when it was stored; one stored before params were kept shows its English title.
 */
export function notificationTitle({ kind, title, params }: Notification): string {
  if (!params) return title;
  const values = notificationTitleValues(params, currentLocale(), (day) =>
    formatDay(day, NOTIFICATION_DAY_FORMAT),
  );
  return t(notificationTitleMessage(kind, params), values);
}
