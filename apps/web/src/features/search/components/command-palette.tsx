import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { CloseIcon, SearchIcon } from '../../../components/ui/icons.tsx';
import { navEntriesFor } from '../../../components/layouts/nav-items.ts';
import { today } from '../../../lib/dates.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value.ts';
import { readSession } from '../../../lib/session.ts';
import { useSearch } from '../api/search.ts';
import { useRecentItems } from '../hooks/use-recent-items.ts';
import {
  itemDetail,
  matchesFor,
  nextActive,
  paletteGroups,
  type PaletteItem,
  type PaletteScreen,
} from '../palette.ts';
import type { typedDate } from '../typed-date.ts';

/** How long typing must pause before the server is asked. */
const SEARCH_DEBOUNCE_MS = 150;

const itemKey = (item: PaletteItem) => `${item.kind}:${item.id}`;

/** The list and its notice over the whole screen: below the box, as wide as the screen. */
const fullScreenPanel =
  'max-lg:static max-lg:mt-0 max-lg:max-h-none max-lg:min-w-0 max-lg:flex-1 max-lg:rounded-xl max-lg:shadow-none';

/** The sidebar's screens as the viewer sees them, submenus flattened. */
function screensFor(role: Parameters<typeof navEntriesFor>[0]): PaletteScreen[] {
  return navEntriesFor(role).flatMap((entry) =>
    'items' in entry
      ? entry.items.map(({ label, path }) => ({ label, path }))
      : [{ label: entry.label, path: entry.path }],
  );
}

interface CommandPaletteProps {
  /** Carries out what was chosen: goes to it, opens it or acts. */
  onChoose: (item: PaletteItem) => void;
  /** Offers 'Start timer on <task>' for the tasks found. */
  canStartTimer: boolean;
}

/**
 * The header's search box (spec §2: Ctrl or Cmd + K focuses it), as a combobox with a list of
 * results as one types: projects, tasks and people from the server, screens and actions. Arrow
 * keys move through the results, Enter chooses, Escape closes the list and then clears the text.
 * With nothing typed it lists the recent choices. Below the desktop breakpoint the header has room
 * only for a search icon, which opens the same box and list over the whole screen.
 */
export function CommandPalette({ onChoose, canStartTimer }: CommandPaletteProps) {
  const session = readSession();
  const role = session?.userRole ?? 'User';
  const input = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [isFullScreen, setIsFullScreen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const typed = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSearch(typed);
  const { recent, remember } = useRecentItems(session?.userId ?? '');
  const screens = useMemo(() => screensFor(role), [role]);
  const [readDate, setReadDate] = useState<typeof typedDate>();
  // The date parser loads with the first use, not with every screen.
  const loadDateReader = () => {
    if (readDate) return;
    import('../typed-date.ts').then((module) => setReadDate(() => module.typedDate)).catch(() => undefined);
  };

  const groups = useMemo(
    () =>
      paletteGroups({
        text,
        answer: matchesFor(text, search.data),
        role,
        screens,
        recent,
        today: today(),
        canStartTimer,
        readDate,
      }),
    [text, search.data, role, screens, recent, canStartTimer, readDate],
  );
  const items = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  // Where each group's options start in the one list the keys move through.
  const starts = useMemo(
    () => groups.map((_, at) => groups.slice(0, at).reduce((sum, group) => sum + group.items.length, 0)),
    [groups],
  );
  const found = items.findIndex((item) => itemKey(item) === activeKey);
  const active = found >= 0 ? found : items.length > 0 ? 0 : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const isListShown = isOpen && items.length > 0;
  const isSearching = text.trim() !== '' && (typed !== text.trim() || search.isFetching);

  useEffect(() => {
    const handleKeyDown = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        // A box the header has no room for opens over the screen, where it takes the focus.
        if (input.current?.offsetParent === null) setIsFullScreen(true);
        input.current?.focus();
        input.current?.select();
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, []);

  // Before paint, so that the box opened over the screen takes the keyboard at once.
  useLayoutEffect(() => {
    if (isFullScreen) input.current?.focus();
  }, [isFullScreen]);

  useEffect(() => {
    if (isListShown && active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const closeFullScreen = () => {
    setIsFullScreen(false);
    setIsOpen(false);
    opener.current?.focus();
  };

  const choose = (item: PaletteItem) => {
    remember(item);
    setText('');
    setActiveKey(null);
    setIsOpen(false);
    setIsFullScreen(false);
    input.current?.blur();
    onChoose(item);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      const next = items[nextActive(isOpen ? active : -1, event.key, items.length)];
      if (next) setActiveKey(itemKey(next));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = items[active];
      if (isOpen && item) choose(item);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (isOpen && items.length > 0) setIsOpen(false);
      else if (text !== '' || !isFullScreen) setText('');
      else closeFullScreen();
    }
  };

  const status = () => {
    if (!isOpen || text.trim() === '') return '';
    if (items.length > 0) {
      return t(
        { id: 'search.status.results', defaultMessage: '{count, plural, one {# result} other {# results}}' },
        { count: items.length },
      );
    }
    return isSearching
      ? t({ id: 'search.status.searching', defaultMessage: 'Searching…' })
      : t(
          { id: 'search.status.no-matches', defaultMessage: 'No matches for “{text}”' },
          { text: text.trim() },
        );
  };
  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-label={t({ id: 'search.box.label', defaultMessage: 'Search' })}
        aria-keyshortcuts="Control+K Meta+K"
        aria-expanded={isFullScreen}
        onClick={() => setIsFullScreen(true)}
        className="flex size-11 shrink-0 items-center justify-center rounded-lg border border-gray-200 text-gray-600 hover:bg-gray-100 hover:text-gray-800 lg:hidden dark:border-gray-800 dark:text-gray-300 dark:hover:bg-white/5 dark:hover:text-white"
      >
        <SearchIcon />
      </button>
      <form
        role="search"
        onSubmit={(event) => event.preventDefault()}
        className={`relative min-w-0 lg:block lg:max-w-107 lg:flex-1 ${
          isFullScreen
            ? 'max-lg:fixed max-lg:inset-0 max-lg:z-60 max-lg:flex max-lg:flex-col max-lg:gap-2 max-lg:bg-white max-lg:p-3 dark:max-lg:bg-gray-900'
            : 'hidden'
        }`}
      >
        <div className="relative flex items-center gap-2">
          <div className="relative min-w-0 flex-1">
            <SearchIcon className="pointer-events-none absolute top-1/2 start-4 size-5 -translate-y-1/2 text-gray-500 dark:text-gray-400" />
            <input
              ref={input}
              type="text"
              role="combobox"
              aria-label={t({ id: 'search.box.label', defaultMessage: 'Search' })}
              aria-keyshortcuts="Control+K Meta+K"
              aria-autocomplete="list"
              aria-expanded={isListShown}
              aria-controls={listboxId}
              aria-activedescendant={isListShown && active >= 0 ? optionId(active) : undefined}
              autoComplete="off"
              spellCheck={false}
              placeholder={t({ id: 'search.box.placeholder', defaultMessage: 'Search or type command...' })}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setActiveKey(null);
                setIsOpen(true);
              }}
              onFocus={() => {
                setIsOpen(true);
                loadDateReader();
              }}
              // Over the whole screen the list stays while the phone's keyboard is put away.
              onBlur={() => {
                if (!isFullScreen) setIsOpen(false);
              }}
              onKeyDown={handleKeyDown}
              className="h-11 w-full rounded-lg border border-gray-200 bg-transparent py-2.5 pe-16 ps-12 text-sm text-gray-800 shadow-theme-xs placeholder:text-gray-500 focus:border-brand-300 focus:ring-3 focus:ring-brand-500/10 focus:outline-hidden dark:border-gray-800 dark:bg-white/3 dark:text-white/90 dark:placeholder:text-gray-400"
            />
            <kbd
              aria-hidden="true"
              className="absolute top-1/2 end-2.5 -translate-y-1/2 rounded-lg max-lg:hidden border border-gray-200 bg-gray-50 px-2 py-0.5 font-sans text-xs text-gray-600 dark:border-gray-800 dark:bg-white/3 dark:text-gray-400"
            >
              ⌘ K
            </kbd>
          </div>
          {isFullScreen ? (
            <button
              type="button"
              aria-label={t({ id: 'search.close', defaultMessage: 'Close search' })}
              onClick={closeFullScreen}
              className="flex size-11 shrink-0 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 lg:hidden dark:text-gray-300 dark:hover:bg-white/5"
            >
              <CloseIcon className="size-6" />
            </button>
          ) : null}
        </div>
        <div
          id={listboxId}
          role="listbox"
          aria-label={t({ id: 'search.results.label', defaultMessage: 'Search results' })}
          hidden={!isListShown}
          className={`absolute start-0 z-50 mt-2 max-h-[min(28rem,70vh)] w-full min-w-107 overflow-y-auto rounded-2xl border border-gray-200 bg-white py-2 shadow-theme-lg dark:border-gray-800 dark:bg-gray-900 ${fullScreenPanel}`}
        >
          {groups.map((group, groupIndex) => {
            const headingId = `${listboxId}-${group.kind}`;
            return (
              <div key={group.kind} role="group" aria-labelledby={headingId}>
                <div
                  id={headingId}
                  role="presentation"
                  className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400"
                >
                  {group.heading}
                </div>
                {group.items.map((item, itemIndex) => {
                  const index = starts[groupIndex]! + itemIndex;
                  const isActive = index === active;
                  return (
                    <div
                      key={itemKey(item)}
                      id={optionId(index)}
                      role="option"
                      aria-selected={isActive}
                      // Keeps the focus in the box, which a press on the option would otherwise take.
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseMove={() => setActiveKey(itemKey(item))}
                      onClick={() => choose(item)}
                      className={`mx-2 flex cursor-pointer items-baseline justify-between gap-3 rounded-lg px-3 py-2 text-sm max-lg:py-3 ${
                        isActive
                          ? 'bg-brand-50 text-brand-800 dark:bg-brand-500/15 dark:text-white'
                          : 'text-gray-800 dark:text-gray-200'
                      }`}
                    >
                      <span className="min-w-0 truncate">{item.label}</span>
                      {'detail' in item ? (
                        <span className="shrink-0 truncate text-xs text-gray-600 dark:text-gray-400">
                          {itemDetail(item)}
                        </span>
                      ) : null}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
        {isOpen && text.trim() !== '' && items.length === 0 ? (
          <p
            aria-hidden="true"
            className={`absolute start-0 z-50 mt-2 w-full min-w-107 rounded-2xl border border-gray-200 bg-white px-4 py-3 text-sm text-gray-600 shadow-theme-lg dark:border-gray-800 dark:bg-gray-900 dark:text-gray-400 ${fullScreenPanel}`}
          >
            {status()}
          </p>
        ) : null}
        <p role="status" className="sr-only">
          {status()}
        </p>
      </form>
    </>
  );
}
