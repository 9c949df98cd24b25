import { defineMessages } from '@portal/contract';
import { useId, useState } from 'react';
import { DropdownButton } from '../../../components/ui/dropdown.tsx';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import type { SelectOption } from '../../../components/ui/select-field.tsx';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { t } from '../../../lib/i18n/intl.ts';

const messages = defineMessages({
  all: {
    id: 'reports.filter.all',
    defaultMessage: 'All',
    description: 'A filter that lets everything through.',
  },
  chosen: { id: 'reports.filter.chosen', defaultMessage: '{count} chosen' },
  find: { id: 'reports.filter.find', defaultMessage: 'Find…' },
  nothing: { id: 'reports.filter.nothing', defaultMessage: 'Nothing to choose' },
});

/** Lists longer than this get a box to narrow them by name. */
const SEARCHABLE_FROM = 8;

/**
 * A filter of several choices: a button naming the filter and how many are chosen, opening a list
 * of checkboxes. Nothing chosen means no filter, 'All'.
 */
export function FilterMenu({
  label,
  findLabel,
  clearLabel,
  options,
  chosen,
  disabled = false,
  onChange,
}: {
  label: string;
  /** The accessible name of the box that narrows the list: 'Find projects'. */
  findLabel: string;
  /** What the button that chooses none says: 'Clear projects'. */
  clearLabel: string;
  options: readonly SelectOption[];
  chosen: readonly string[];
  disabled?: boolean;
  onChange: (chosen: string[]) => void;
}) {
  const [search, setSearch] = useState('');
  const panelId = useId();
  const listId = useId();
  const chosenSet = new Set(chosen);
  const needle = search.trim().toLowerCase();
  const shown = needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;

  const handleToggle = (value: string) =>
    onChange(chosenSet.has(value) ? chosen.filter((id) => id !== value) : [...chosen, value]);

  return (
    <DropdownButton
      id={panelId}
      toggleClassName="inline-flex h-11 items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 text-sm text-gray-800 shadow-theme-xs hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-gray-700 dark:bg-gray-900 dark:text-white/90 dark:hover:bg-white/5"
      toggleContent={
        <>
          {label}
          <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700 dark:bg-white/10 dark:text-gray-200">
            {chosen.length === 0
              ? t(messages.all)
              : t(messages.chosen, { count: formatNumber(chosen.length) })}
          </span>
          <ChevronDownIcon className="size-4" />
        </>
      }
      disabled={disabled}
      className="start-0 w-72"
    >
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-gray-800 dark:text-white/90">{label}</legend>
        {options.length >= SEARCHABLE_FROM ? (
          <input
            type="search"
            aria-label={findLabel}
            aria-controls={listId}
            placeholder={t(messages.find)}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="mb-2 h-9 w-full rounded-lg border border-gray-300 bg-transparent px-3 text-sm text-gray-800 placeholder:text-gray-500 dark:border-gray-700 dark:bg-gray-900 dark:text-white/90 dark:placeholder:text-gray-400"
          />
        ) : null}
        <ul id={listId} className="max-h-64 space-y-0.5 overflow-y-auto">
          {shown.length === 0 ? (
            <li className="py-2 text-sm text-gray-600 dark:text-gray-400">{t(messages.nothing)}</li>
          ) : (
            shown.map((option) => (
              <li key={option.value}>
                <label className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm max-md:min-h-11 text-gray-800 hover:bg-gray-100 dark:text-white/90 dark:hover:bg-white/5">
                  <input
                    type="checkbox"
                    checked={chosenSet.has(option.value)}
                    onChange={() => handleToggle(option.value)}
                    className="size-4 accent-brand-500"
                  />
                  <span className="min-w-0 break-words">{option.label}</span>
                </label>
              </li>
            ))
          )}
        </ul>
        {chosen.length > 0 ? (
          <button
            type="button"
            onClick={() => onChange([])}
            className="mt-2 text-sm font-medium text-brand-600 hover:text-brand-700 dark:text-brand-400 dark:hover:text-brand-300"
          >
            {clearLabel}
          </button>
        ) : null}
      </fieldset>
    </DropdownButton>
  );
}
