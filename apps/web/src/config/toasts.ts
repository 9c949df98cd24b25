import type { ToasterProps } from 'react-hot-toast';

/**
 * Toast behaviour of spec §9. The durations and the 1000 ms removal delay are react-hot-toast's
 * defaults, spelled out so the spec's numbers are visible; its limit of 20 toasts at once is
 * built in and not configurable.
 */
export const TOASTER_PROPS = {
  position: 'top-center',
  gutter: 8,
  toastOptions: {
    duration: 4000,
    removeDelay: 1000,
    style: { maxWidth: 350 },
    success: { duration: 2000 },
    loading: { duration: Infinity },
  },
} satisfies ToasterProps;
