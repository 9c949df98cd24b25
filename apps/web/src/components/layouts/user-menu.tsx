import type { ReactNode } from 'react';
import { signOut } from '../../lib/auth.tsx';
import { t } from '../../lib/i18n/intl.ts';
import { readSession } from '../../lib/session.ts';
import { DropdownButton } from '../ui/dropdown.tsx';
import { ChevronDownIcon, SignOutIcon } from '../ui/icons.tsx';

const MENU_ID = 'user-menu';

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
      <div className="border-b border-gray-200 px-2 pb-3 dark:border-gray-800">
        <p className="text-sm font-medium text-gray-800 dark:text-gray-100">{userName}</p>
        <p className="mt-0.5 truncate text-sm text-gray-600 dark:text-gray-400">{session?.userEmail}</p>
      </div>
      {languageChoice ? (
        <div className="border-b border-gray-200 px-2 py-3 dark:border-gray-800">{languageChoice}</div>
      ) : null}
      <button
        type="button"
        onClick={() => void signOut()}
        className="mt-3 flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-white/5"
      >
        <SignOutIcon />
        {t({ id: 'user-menu.sign-out', defaultMessage: 'Sign out' })}
      </button>
    </DropdownButton>
  );
}
