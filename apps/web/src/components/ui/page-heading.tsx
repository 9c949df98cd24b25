import type { ReactNode } from 'react';

/** The one h1 of a screen inside the layout. */
export function PageHeading({ children }: { children: ReactNode }) {
  return <h1 className="mb-6 text-2xl font-semibold text-gray-800 dark:text-white/90">{children}</h1>;
}
