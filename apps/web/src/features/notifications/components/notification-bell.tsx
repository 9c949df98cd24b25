import { defineMessages, notificationHref, type Notification, type NotificationKind } from '@portal/contract';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { DROPDOWN_TOGGLE_CLASS } from '../../../components/ui/dropdown.tsx';
import { BellIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { t } from '../../../lib/i18n/intl.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { shownCount } from '../messages.ts';
import { notificationTitle } from '../notification-title.ts';
import { timeAgo } from '../time-ago.ts';

const messages = defineMessages({
  notifications: { id: 'notifications.bell.title', defaultMessage: 'Notifications' },
  unreadCount: {
    id: 'notifications.bell.unread-count',
    defaultMessage: '{count, plural, other {Notifications, {shown} unread}}',
    description: "The bell's accessible name; count picks the plural, shown is the count as written.",
  },
  markAllRead: { id: 'notifications.bell.mark-all-read', defaultMessage: 'Mark all as read' },
  loading: { id: 'notifications.bell.loading', defaultMessage: 'Loading notifications' },
  loadFailed: {
    id: 'notifications.bell.load-failed',
    defaultMessage: 'The notifications could not be loaded.',
  },
  empty: { id: 'notifications.bell.empty', defaultMessage: 'No notifications yet' },
  unread: {
    id: 'notifications.bell.unread',
    defaultMessage: 'Unread:',
    description: 'Read out before the title of an unread notification.',
  },
  markRead: { id: 'notifications.bell.mark-read', defaultMessage: 'Mark read' },
  markReadLabel: { id: 'notifications.bell.mark-read-label', defaultMessage: 'Mark as read: {title}' },
});

/** More unread than this shows as '99+'. */
const MAX_BADGE_COUNT = 99;

/** The colour of each kind's dot; the title says the same in words. */
const KIND_TONES: Record<NotificationKind, string> = {
  'week-approved': 'bg-green-600 dark:bg-green-400',
  'week-rejected': 'bg-error-600 dark:bg-error-400',
  'week-reopened': 'bg-amber-500 dark:bg-amber-300',
  'week-submitted': 'bg-brand-500 dark:bg-brand-300',
  reminder: 'bg-gray-500 dark:bg-gray-300',
  'absence-requested': 'bg-brand-500 dark:bg-brand-300',
  'absence-approved': 'bg-green-600 dark:bg-green-400',
  'absence-rejected': 'bg-error-600 dark:bg-error-400',
  'absence-cancelled': 'bg-amber-500 dark:bg-amber-300',
  'budget-reached': 'bg-orange-500 dark:bg-orange-300',
  'webhook-disabled': 'bg-error-600 dark:bg-error-400',
};

const toggleClass =
  'relative flex size-11 items-center justify-center rounded-lg border border-gray-200 text-gray-600 hover:bg-gray-100 hover:text-gray-800 dark:border-gray-800 dark:text-gray-300 dark:hover:bg-white/5 dark:hover:text-white';
const smallButton =
  'rounded-md px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-500/10';

/**
 * The bell in the header: the unread count, and a panel of the newest notifications, each leading
 * to the screen and week it is about. The panel is a non-modal dialog: it takes focus when it
 * opens, arrow keys move between the notifications, and Escape closes it and returns focus to the
 * bell, as does a press or a Tab outside it.
 */
export function NotificationBell() {
  const [isOpen, setIsOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const headingId = useId();
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unread ?? 0;
  const close = useCallback(() => setIsOpen(false), []);

  // Focus moves in once, when the panel opens, not each time its content changes.
  useEffect(() => {
    if (!isOpen) return;
    const first =
      panel.current?.querySelector<HTMLElement>('[data-notification-link]') ??
      panel.current?.querySelector<HTMLElement>('button:not([disabled])');
    (first ?? panel.current)?.focus();
    const handleMouseDown = (event: MouseEvent) => {
      const target = event.target as Element;
      if (panel.current?.contains(target) || target.closest(`.${DROPDOWN_TOGGLE_CLASS}`)) return;
      close();
    };
    document.addEventListener('mousedown', handleMouseDown);
    return () => document.removeEventListener('mousedown', handleMouseDown);
  }, [isOpen, close]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      toggle.current?.focus();
      return;
    }
    const links = [...(panel.current?.querySelectorAll<HTMLElement>('[data-notification-link]') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLElement);
    const next: Record<string, number> = {
      ArrowDown: at < 0 ? 0 : Math.min(links.length - 1, at + 1),
      ArrowUp: at < 0 ? links.length - 1 : Math.max(0, at - 1),
      Home: 0,
      End: links.length - 1,
    };
    const target = links[next[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  const handleOpen = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate([notification.id]);
    close();
  };

  const badge = unread > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : String(unread);

  return (
    <div className="relative">
      <button
        ref={toggle}
        type="button"
        aria-label={
          unread > 0
            ? t(messages.unreadCount, { count: unread, shown: shownCount(unread) })
            : t(messages.notifications)
        }
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-haspopup="dialog"
        onClick={() => setIsOpen((open) => !open)}
        className={`${DROPDOWN_TOGGLE_CLASS} ${toggleClass}`}
      >
        <BellIcon />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-1.5 -end-1.5 min-w-5 rounded-full bg-error-600 px-1 text-center text-[11px] leading-5 font-semibold text-white"
          >
            {badge}
          </span>
        ) : null}
      </button>
      {isOpen ? (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-labelledby={headingId}
          tabIndex={-1}
          onKeyDown={handleKeyDown}
          onBlur={(event) => {
            const to = event.relatedTarget as Node | null;
            if (to && !panel.current?.contains(to) && to !== toggle.current) close();
          }}
          className="absolute end-0 z-40 mt-3 w-[min(24rem,calc(100vw-2rem))] rounded-2xl border border-gray-200 bg-white shadow-theme-lg dark:border-gray-800 dark:bg-gray-900"
        >
          <div className="flex items-center justify-between gap-3 border-b border-gray-200 px-4 py-3 dark:border-gray-800">
            <h2 id={headingId} className="text-base font-semibold text-gray-800 dark:text-white/90">
              {t(messages.notifications)}
            </h2>
            {unread > 0 ? (
              <button type="button" onClick={() => markRead.mutate(undefined)} className={smallButton}>
                {t(messages.markAllRead)}
              </button>
            ) : null}
          </div>
          <NotificationList
            query={notifications}
            onOpen={handleOpen}
            onMarkRead={(notification) => markRead.mutate([notification.id])}
          />
        </div>
      ) : null}
    </div>
  );
}

function NotificationList({
  query,
  onOpen,
  onMarkRead,
}: {
  query: ReturnType<typeof useNotifications>;
  onOpen: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
}) {
  if (query.isPending) return <Spinner label={t(messages.loading)} className="py-8" />;
  if (query.isError) {
    return (
      <p className="px-4 py-8 text-center text-sm text-gray-600 dark:text-gray-400">
        {t(messages.loadFailed)}
      </p>
    );
  }
  if (query.data.data.length === 0) {
    return (
      <p className="px-4 py-8 text-center text-sm text-gray-600 dark:text-gray-400">{t(messages.empty)}</p>
    );
  }
  return (
    <ul className="max-h-[min(28rem,70vh)] divide-y divide-gray-100 overflow-y-auto dark:divide-gray-800">
      {query.data.data.map((notification) => {
        const isUnread = notification.readAt === null;
        const title = notificationTitle(notification);
        return (
          <li
            key={notification.id}
            className={`flex gap-3 px-4 py-3 ${isUnread ? 'bg-brand-25 dark:bg-brand-500/5' : ''}`}
          >
            <span
              aria-hidden="true"
              className={`mt-1.5 size-2 shrink-0 rounded-full ${KIND_TONES[notification.kind]}`}
            />
            <div className="min-w-0 flex-1">
              <Link
                to={notificationHref(notification.link)}
                data-notification-link=""
                onClick={() => onOpen(notification)}
                className={`block text-sm break-words text-gray-800 hover:underline dark:text-white/90 ${isUnread ? 'font-semibold' : ''}`}
              >
                {isUnread ? <span className="sr-only">{`${t(messages.unread)} `}</span> : null}
                {title}
              </Link>
              {notification.body ? (
                <p className="mt-0.5 text-sm break-words text-gray-600 dark:text-gray-400">
                  {notification.body}
                </p>
              ) : null}
              <time
                dateTime={notification.createdAt}
                className="mt-1 block text-xs text-gray-600 dark:text-gray-400"
              >
                {timeAgo(new Date(notification.createdAt))}
              </time>
            </div>
            {isUnread ? (
              <button
                type="button"
                aria-label={t(messages.markReadLabel, { title })}
                onClick={() => onMarkRead(notification)}
                className={`${smallButton} self-start whitespace-nowrap`}
              >
                {t(messages.markRead)}
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
