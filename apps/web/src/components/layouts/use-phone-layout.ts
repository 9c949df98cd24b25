import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from './sidebar-state.ts';

/** The widths that get the phone layout: below the mobile breakpoint of spec §9. */
const PHONE_QUERY = `(width < ${MOBILE_BREAKPOINT_PX}px)`;

const phoneQuery = () => window.matchMedia(PHONE_QUERY);

function subscribe(onChange: () => void) {
  const query = phoneQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the window is phone-sized now, for a screen that shows a different structure there (a
 * list instead of a wide table) rather than the same one restyled, which Tailwind's `max-md:` does.
 */
export const usePhoneLayout = () => useSyncExternalStore(subscribe, () => phoneQuery().matches);
