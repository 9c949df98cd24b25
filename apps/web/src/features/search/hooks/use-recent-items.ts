import { useCallback, useState } from 'react';
import { readRecentItems, rememberRecent, type PaletteItem } from '../palette.ts';

/** Each person's own list, so that people sharing a browser do not see each other's. */
const storageKey = (userId: string) => `palette-recent:${userId}`;

/** The palette's recent items, kept in local storage. */
export function useRecentItems(userId: string) {
  const [recent, setRecent] = useState(() => readRecentItems(localStorage.getItem(storageKey(userId))));
  const remember = useCallback(
    (item: PaletteItem) => {
      const next = rememberRecent(recent, item);
      localStorage.setItem(storageKey(userId), JSON.stringify(next));
      setRecent(next);
    },
    [recent, userId],
  );
  return { recent, remember };
}
