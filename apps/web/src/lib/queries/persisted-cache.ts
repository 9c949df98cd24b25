import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { beforeSignOut } from '../auth.tsx';
import { readSession, type Session } from '../session.ts';

/**
 * What the screens last read, kept in IndexedDB per person, so that the portal opened without a
 * network shows it. TanStack's own persister (`@tanstack/react-query-persist-client`) pins an
 * older query core than the one the app runs, so this is the same idea on the app's own
 * `dehydrate` and `hydrate`.
 */

/** How old a kept copy may be and still be shown. */
export const PERSISTED_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;
/** Writes at most this often while the screens read. */
const SAVE_AFTER_MS = 1000;

interface Persisted {
  savedAt: number;
  /** The build that wrote it: another build may read its answers differently. */
  build: string;
  state: DehydratedState;
}

type Person = Pick<Session, 'tenantId' | 'userId'>;

let store: UseStore | undefined;
const screens = () => (store ??= createStore('portal-screens', 'answers'));
const keyOf = ({ tenantId, userId }: Person) => `${tenantId}:${userId}`;

/**
 * The build this page runs: the address of its entry script, whose name carries a hash of the
 * build's content (every chunk's name is in it). In development it never changes.
 */
function buildOf(): string {
  return document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '';
}

/**
 * Opened offline, puts back what the signed-in person's screens last read, unless it is too old
 * or of another build, as stale: shown at once, and read again once the network returns.
 */
export async function restorePersistedCache(queryClient: QueryClient, now = Date.now()): Promise<void> {
  const person = readSession();
  // Online, the screens read what is true now: a form filled from a kept copy would keep showing it.
  if (!person || navigator.onLine) return;
  try {
    const kept = await get<Persisted>(keyOf(person), screens());
    if (!kept) return;
    if (kept.build !== buildOf() || now - kept.savedAt > PERSISTED_MAX_AGE_MS) {
      await del(keyOf(person), screens());
      return;
    }
    hydrate(queryClient, kept.state);
    // What was kept may be older than it says (a change made just before the page went away is
    // saved a moment later, or not at all): every screen reads again when it can.
    await queryClient.invalidateQueries({ refetchType: 'none' });
  } catch {
    // A browser without IndexedDB (a private window in some) shows the screens as they load.
  }
}

let saveTimer: ReturnType<typeof setTimeout> | undefined;

async function save(queryClient: QueryClient): Promise<void> {
  const person = readSession();
  // Signed out meanwhile: nothing of theirs is written after sign-out.
  if (!person) return;
  const kept: Persisted = { savedAt: Date.now(), build: buildOf(), state: dehydrate(queryClient) };
  await set(keyOf(person), kept, screens()).catch(() => undefined);
}

/**
 * Keeps the cache's answers as they change, for the signed-in person, and forgets them when they
 * sign out. Returns the way to stop.
 */
export function persistCache(queryClient: QueryClient): () => void {
  const stopForgetting = beforeSignOut(forgetPersistedCache);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    saveTimer ??= setTimeout(() => {
      saveTimer = undefined;
      void save(queryClient);
    }, SAVE_AFTER_MS);
  });
  return () => {
    stopForgetting();
    unsubscribe();
    clearTimeout(saveTimer);
    saveTimer = undefined;
  };
}

/** Forgets what the signed-in person's screens read on this device: at sign-out. */
export async function forgetPersistedCache(): Promise<void> {
  clearTimeout(saveTimer);
  saveTimer = undefined;
  const person = readSession();
  if (person) await del(keyOf(person), screens()).catch(() => undefined);
}
