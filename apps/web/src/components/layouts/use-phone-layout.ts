import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from './sidebar-state.ts';

/** The widths that get the phone layout: below the mobile breakpoint of spec §9. */
const PHONE_QUERY = `(width < ${MOBILE_BREAKPOINT_PX}px)`;

/**
 * Whether the window is phone-sized now. A media query, not `innerWidth`: that makes Chromium lay
 * the page out first, which at start-up is a long task of its own.
 */
export const isPhoneLayout = () => window.matchMedia(PHONE_QUERY).matches;

/** Calls `onChange` whenever the window crosses the breakpoint; answers how to stop. */
export function watchPhoneLayout(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the window is phone-sized now, for a screen that shows a different structure there (a
 * list instead of a wide table) rather than the same one restyled, which Tailwind's `max-md:` does.
 */
export const usePhoneLayout = () => useSyncExternalStore(watchPhoneLayout, isPhoneLayout);
