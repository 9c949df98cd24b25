import escapeHtml from 'escape-html';
import {
  DEFAULT_LOCALE,
  defineMessages,
  type DisplayLocale,
  isRightToLeft,
  type NotificationKind,
  type NotificationLink,
  type NotificationParams,
  notificationHref,
  NOTIFICATION_DAY_FORMAT,
  notificationTitleMessage,
  notificationTitleValues,
} from '@portal/contract';
import { intlFor } from '../../i18n/messages.ts';

const messages = defineMessages({
  openLink: { id: 'email.notification.open-link', defaultMessage: 'Open it in the timesheet portal' },
  openAt: {
    id: 'email.notification.open-at',
    defaultMessage: 'Open it in the timesheet portal: {url}',
    description: 'The last line of a plain-text email; url is the address of the screen it is about.',
  },
});

/** An email ready to send. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** A notification's title in `locale`; in English, the `title` it is stored with. */
export function notificationTitle(
  locale: DisplayLocale,
  kind: NotificationKind,
  params: NotificationParams,
): string {
  const intl = intlFor(locale);
  const values = notificationTitleValues(params, locale, (day) =>
    // Latin digits in Arabic too, as the portal shows days.
    intl.formatDate(`${day}T00:00:00Z`, {
      ...NOTIFICATION_DAY_FORMAT,
      timeZone: 'UTC',
      numberingSystem: 'latn',
    }),
  );
  return intl.formatMessage(notificationTitleMessage(kind, params), values);
}

/** English emails keep the markup they always had; another language names itself and its direction. */
function htmlAttributes(locale: DisplayLocale): string {
  const written = intlFor(locale).locale;
  if (written === DEFAULT_LOCALE) return '';
  return ` lang="${escapeHtml(written)}"${isRightToLeft(locale) ? ' dir="rtl"' : ''}`;
}

/**
 * The email of a notification in its recipient's language: its title and text (a reason or note,
 * as typed), and a link to the screen and week it is about.
 */
export function renderEmail(
  notification: {
    kind: NotificationKind;
    params: NotificationParams;
    body: string | null;
    link: NotificationLink;
  },
  publicUrl: string,
  locale: DisplayLocale,
): EmailContent {
  const intl = intlFor(locale);
  const title = notificationTitle(locale, notification.kind, notification.params);
  const url = `${publicUrl}${notificationHref(notification.link)}`;
  const paragraphs = [title, ...(notification.body ? [notification.body] : [])];
  return {
    subject: title,
    text: `${paragraphs.join('\n\n')}\n\n${intl.formatMessage(messages.openAt, { url })}\n`,
    html:
      `<!doctype html><html${htmlAttributes(locale)}><body style="font-family:sans-serif">` +
      paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
      `<p><a href="${escapeHtml(url)}">${escapeHtml(intl.formatMessage(messages.openLink))}</a></p></body></html>`,
  };
}
