import { Fragment, type ReactNode, useSyncExternalStore } from 'react';
import { currentLocale, subscribeLocale } from './intl.ts';

/** The language shown now; a component that formats by hand re-renders when it changes. */
export const useLocale = () => useSyncExternalStore(subscribeLocale, currentLocale);

/**
 * Shows every screen in the language shown now. A change of language mounts the screens afresh, so
 * that texts computed once (memoised columns, chart labels) are computed again in the new one.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  return <Fragment key={useLocale()}>{children}</Fragment>;
}
