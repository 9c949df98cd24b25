import { api, type GetNotificationsAnswer } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useFirstScreenShown } from '../../../lib/first-screen.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { NOTIFICATION_TOASTS } from '../messages.ts';

export type NotificationList = Omit<GetNotificationsAnswer, 'result'>;

/** api.notifications.getNotifications: the caller's newest notifications and the unread count. */
export async function getNotifications(): Promise<NotificationList> {
  const { data, unread } = await call(api.notifications.getNotifications, {});
  return { data, unread };
}

/** Kept fresh by the live channel, which says when one arrives or some were read elsewhere. */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notifications,
    queryFn: getNotifications,
    meta: { failure: NOTIFICATION_TOASTS.fetchFailed },
  });

/** The bell's notifications, read once the screen has shown its own data. */
export function useNotifications() {
  return useQuery({ ...notificationsQueryOptions(), enabled: useFirstScreenShown() });
}
