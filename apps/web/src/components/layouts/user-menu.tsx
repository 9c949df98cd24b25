import { defineMessage } from '@portal/contract';
import type { ReactNode } from 'react';
import { getEnv } from '../../config/env.ts';
import { signOut } from '../../lib/auth.tsx';
import { t } from '../../lib/i18n/intl.ts';
import { readCounts } from '../../lib/outbox/outbox.ts';
import { readSession } from '../../lib/session.ts';
import { useTheme } from '../../lib/theme.tsx';
import { DropdownButton } from '../ui/dropdown.tsx';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ChevronDownIcon, KeyIcon, MoonIcon, SignOutIcon, SuiteIcon, SunIcon } from '../ui/icons.tsx';
import { THEME_TOGGLE } from '../ui/theme-toggle.tsx';

const MENU_ID = 'user-menu';

/** The header's link to the logistics suite, which the user menu holds on a phone. */
export const SUITE_LINK = defineMessage({
  id: 'layout.header.suite-link',
  defaultMessage: 'Logistics suite (opens in a new tab)',
});

const UNSENT_AT_SIGN_OUT = defineMessage({
  id: 'user-menu.sign-out.unsent',
  defaultMessage:
    '{count, plural, one {# change made on this device is not saved yet. It stays on this device and is sent when you sign in again.} other {# changes made on this device are not saved yet. They stay on this device and are sent when you sign in again.}} Sign out?',
});

/** Signs out, asking first while changes made offline wait: they are sent only once the same person is back. */
function confirmSignOut() {
  const { pending, refused } = readCounts();
  const unsent = pending + refused;
  if (unsent > 0 && !window.confirm(t(UNSENT_AT_SIGN_OUT, { count: unsent }))) return;
  void signOut();
}

const menuItem =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-white/5';

/** What the header shows from a phone's width up, and the user menu below it. */
function PhoneItems() {
  const { toggleTheme } = useTheme();
  return (
    <div className="border-b border-gray-200 py-2 sm:hidden dark:border-gray-800">
      <a href={getEnv().suiteSiteUrl} target="_blank" rel="noopener noreferrer" className={menuItem}>
        <SuiteIcon />
        {t(SUITE_LINK)}
      </a>
      <button type="button" onClick={toggleTheme} className={menuItem}>
        <SunIcon className="hidden size-5 dark:block" />
        <MoonIcon className="size-5 dark:hidden" />
        {t(THEME_TOGGLE)}
      </button>
    </div>
  );
}

/**
 * The signed-in user's name and email, their choice of language (which the users feature fills in,
 * through the layout), and the way out.
 */
export function UserMenu({ languageChoice }: { languageChoice?: ReactNode }) {
  const session = readSession();
  const userName = session?.userName ?? '';
  const firstName = userName.split(' ')[0] ?? '';

  return (
    <DropdownButton
      id={MENU_ID}
      toggleClassName="flex items-center gap-2 rounded-full p-1 text-gray-700 sm:pe-2 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-white/5"
      toggleContent={(isOpen) => (
        <>
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700 dark:bg-brand-500/20 dark:text-brand-200"
          >
            {firstName.charAt(0).toUpperCase()}
          </span>
          <span className="max-sm:sr-only text-sm font-medium">{firstName}</span>
          <ChevronDownIcon
            className={`size-4 transition-transform max-sm:hidden ${isOpen ? 'rotate-180' : ''}`}
          />
        </>
      )}
      className="w-65"
    >
      {(close) => (
        <>
          <div className="border-b border-gray-200 px-2 pb-3 dark:border-gray-800">
            <p className="text-sm font-medium text-gray-800 dark:text-gray-100">{userName}</p>
            <p className="mt-0.5 truncate text-sm text-gray-600 dark:text-gray-400">{session?.userEmail}</p>
          </div>
          <PhoneItems />
          {languageChoice ? (
            <div className="border-b border-gray-200 px-2 py-3 dark:border-gray-800">{languageChoice}</div>
          ) : null}
          <div className="border-b border-gray-200 py-2 dark:border-gray-800">
            <Link to={paths.apiTokens} onClick={close} className={menuItem}>
              <KeyIcon />
              {t({ id: 'user-menu.api-tokens', defaultMessage: 'API tokens' })}
            </Link>
          </div>
          <button type="button" onClick={confirmSignOut} className={`mt-3 ${menuItem}`}>
            <SignOutIcon />
            {t({ id: 'user-menu.sign-out', defaultMessage: 'Sign out' })}
          </button>
        </>
      )}
    </DropdownButton>
  );
}
