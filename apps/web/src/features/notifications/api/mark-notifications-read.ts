import { api } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { NOTIFICATION_TOASTS } from '../messages.ts';
import type { NotificationList } from './get-notifications.ts';

/** Shows `ids` (or all) read in `list`, as the server will once it has marked them. */
export function markedRead(list: NotificationList, ids: string[] | undefined, at: string): NotificationList {
  const marks = (id: string) => ids === undefined || ids.includes(id);
  const data = list.data.map((item) =>
    item.readAt === null && marks(item.id) ? { ...item, readAt: at } : item,
  );
  const newlyRead = list.data.filter((item) => item.readAt === null && marks(item.id)).length;
  // The count covers older notifications than those listed, which "all" marks as well.
  return { data, unread: ids === undefined ? 0 : Math.max(0, list.unread - newlyRead) };
}

/**
 * api.notifications.markNotificationsRead: marks the named notifications read, or without `ids`
 * all of them, showing it at once; the server's count follows.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const key = queryKeys.notifications;
  return useMutation(
    mutationFor(api.notifications.markNotificationsRead, {
      input: (ids: string[] | undefined) => (ids ? { ids } : {}),
      invalidateOnSettled: true,
      meta: { refused: NOTIFICATION_TOASTS.markFailed },
      onMutate: async (ids) => {
        await queryClient.cancelQueries({ queryKey: key });
        const before = queryClient.getQueryData<NotificationList>(key);
        if (before) queryClient.setQueryData(key, markedRead(before, ids, new Date().toISOString()));
        return { before };
      },
      onError: (_error, _ids, context) => {
        if (context?.before) queryClient.setQueryData(key, context.before);
      },
    }),
  );
}
