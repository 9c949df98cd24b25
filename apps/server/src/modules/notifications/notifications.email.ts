import escapeHtml from 'escape-html';
import { notificationHref, type NotificationLink } from '@portal/contract';

/** An email ready to send. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** The email of a notification: its title and text, and a link to the screen and week it is about. */
export function renderEmail(
  notification: { title: string; body: string | null; link: NotificationLink },
  publicUrl: string,
): EmailContent {
  const url = `${publicUrl}${notificationHref(notification.link)}`;
  const paragraphs = [notification.title, ...(notification.body ? [notification.body] : [])];
  return {
    subject: notification.title,
    text: `${paragraphs.join('\n\n')}\n\nOpen it in the timesheet portal: ${url}\n`,
    html:
      '<!doctype html><html><body style="font-family:sans-serif">' +
      paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
      `<p><a href="${escapeHtml(url)}">Open it in the timesheet portal</a></p></body></html>`,
  };
}
