import { defineMessage } from '@portal/contract';
import { t } from '../../lib/i18n/intl.ts';
import { useTheme } from '../../lib/theme.tsx';
import { MoonIcon, SunIcon } from './icons.tsx';

/** The theme toggle's name, also the text of the user menu's toggle on a phone. */
export const THEME_TOGGLE = defineMessage({ id: 'common.theme.toggle', defaultMessage: 'Toggle theme' });

export function ThemeToggle({ className = '' }: { className?: string }) {
  const { toggleTheme } = useTheme();
  return (
    <button
      type="button"
      aria-label={t(THEME_TOGGLE)}
      onClick={toggleTheme}
      className={`flex size-11 items-center justify-center rounded-full border border-gray-200 bg-white text-gray-600 transition-colors hover:bg-gray-100 hover:text-gray-800 dark:border-gray-800 dark:bg-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white ${className}`}
    >
      <SunIcon className="hidden size-5 dark:block" />
      <MoonIcon className="size-5 dark:hidden" />
    </button>
  );
}
