import { useEffect } from 'react';

/** Shows `title` as the page's title while mounted, and the one before it afterwards. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
