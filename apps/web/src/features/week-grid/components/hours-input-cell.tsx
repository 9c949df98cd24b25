import { defineMessages } from '@portal/contract';
import { useRef, useState, type KeyboardEvent } from 'react';
import { PencilIcon } from '../../../components/ui/icons.tsx';
import { formatHours } from '../../../lib/i18n/format.ts';
import { t } from '../../../lib/i18n/intl.ts';
import type { GridCell } from '../week-grid.ts';

/** Where a key sends the keyboard from a cell. */
export type CellMove = 'up' | 'down' | 'left' | 'right' | 'next';

const MOVES: Partial<Record<string, CellMove>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** Where the days run the other way (right to left), the arrows still move the way they point. */
const MIRRORED: Record<CellMove, CellMove> = {
  up: 'up',
  down: 'down',
  left: 'right',
  right: 'left',
  next: 'next',
};

const messages = defineMessages({
  label: {
    id: 'week-grid.cell.label',
    defaultMessage: 'Hours for {task} on {date}',
    description: 'The accessible name of a cell of the week grid; date is the day as yyyy-MM-dd.',
  },
});

/** How a cell is laid out: a cell of the week's table, or the large input of a day on a phone. */
export type CellLayout = 'grid' | 'day';

const LAYOUTS: Record<CellLayout, { box: string; shown: string; input: string }> = {
  grid: {
    box: 'px-1.5 py-1.5 text-sm',
    shown: 'min-h-8 px-2 py-1.5',
    input: 'top-1.5 start-1.5 h-[calc(100%-0.75rem)] w-[calc(100%-0.75rem)] px-2',
  },
  day: {
    box: 'w-28 shrink-0 text-lg',
    shown: 'min-h-12 px-3 py-2.5',
    input: 'inset-0 size-full px-3',
  },
};

interface HoursInputCellProps {
  cell: GridCell;
  taskName: string;
  date: string;
  /** Classes of today's column. */
  className: string;
  /** A table cell (the default), or a box of its own in a phone's day view. */
  layout?: CellLayout;
  /** Id of the text that says why a cell of several entries takes no typing. */
  severalHintId: string;
  inputRef: (input: HTMLInputElement | null) => void;
  /** Saves what was typed; the grid reads it, asks before removing and says what it refuses. */
  onCommit: (typed: string) => void;
  /** Removes the entries of a cell that takes no typing, once the user confirms. */
  onClear: () => void;
  onMove: (move: CellMove) => void;
  onOpenNote: () => void;
  /** Says why a cell of several entries takes no typing, when one tries. */
  onRefuseTyping: () => void;
}

/**
 * One day of a task's row while the week can be edited: the hours as text, and over them an input
 * that shows while it has the focus. Enter, Tab and leaving the cell save; Escape puts back what
 * the cell held; arrows move between cells (left and right once the caret is at that end); Shift+
 * Enter opens the cell's note. A cell of several entries takes no typing: its entries are edited
 * in My Timesheet, and Delete removes them all.
 */
export function HoursInputCell({
  cell,
  taskName,
  date,
  className,
  layout = 'grid',
  severalHintId,
  inputRef,
  onCommit,
  onClear,
  onMove,
  onOpenNote,
  onRefuseTyping,
}: HoursInputCellProps) {
  const [draft, setDraft] = useState<string | null>(null);
  // What was typed since the cell was last saved; a ref, since Enter saves and then moves away,
  // and leaving the cell must not save the same text twice.
  const typed = useRef<string | null>(null);
  const isSeveral = cell.entryIds.length > 1;
  // An empty day is left blank, so that the days with hours stand out; the totals still say 0.
  const shown = cell.hours > 0 ? formatHours(cell.hours) : '';
  const look = LAYOUTS[layout];
  const Box = layout === 'grid' ? 'td' : 'div';

  const commit = () => {
    const text = typed.current;
    if (text === null) return;
    typed.current = null;
    setDraft(null);
    onCommit(text);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
      if (event.shiftKey) onOpenNote();
      else onMove('next');
      return;
    }
    if (event.key === 'Escape') {
      if (typed.current === null) return;
      event.preventDefault();
      typed.current = null;
      setDraft(null);
      // Once the old value is back; select() also focuses, so not if the keyboard has moved on.
      requestAnimationFrame(() => {
        if (document.activeElement === input) input.select();
      });
      return;
    }
    const move = MOVES[event.key];
    if (move) {
      const start = input.selectionStart ?? 0;
      const end = input.selectionEnd ?? 0;
      const isAll = start === 0 && end === input.value.length;
      // Left and right move the caret within typed text, and leave the cell from its ends.
      if (move === 'left' && !isAll && !(start === 0 && end === 0)) return;
      if (move === 'right' && !isAll && start !== input.value.length) return;
      event.preventDefault();
      const cell = input.parentElement;
      onMove(cell && getComputedStyle(cell).direction === 'rtl' ? MIRRORED[move] : move);
      return;
    }
    if (!isSeveral) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onClear();
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      onRefuseTyping();
    }
  };

  return (
    <Box className={`group relative text-end tabular-nums ${look.box} ${className}`}>
      <span
        aria-hidden="true"
        className={`block rounded-md ${look.shown} ring-1 ring-gray-200 ring-inset group-hover:ring-gray-400 dark:ring-gray-700 dark:group-hover:ring-gray-500 ${
          isSeveral ? 'underline decoration-dotted underline-offset-4' : ''
        }`}
      >
        {shown}
      </span>
      <input
        ref={inputRef}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={t(messages.label, { task: taskName, date })}
        aria-describedby={isSeveral ? severalHintId : undefined}
        readOnly={isSeveral}
        // Hours are typed left to right in every language, and sit at the cell's end as the hours
        // beneath do: on the left where the page runs right to left.
        dir="ltr"
        value={draft ?? shown}
        onChange={(event) => {
          typed.current = event.target.value;
          setDraft(event.target.value);
        }}
        onFocus={(event) => event.target.select()}
        onBlur={commit}
        onKeyDown={handleKeyDown}
        className={`absolute ${look.input} rounded-md bg-white text-end text-gray-800 rtl:text-left tabular-nums opacity-0 ring-2 ring-brand-500 outline-none focus:opacity-100 dark:bg-gray-900 dark:text-white/90`}
      />
      {isSeveral ? null : (
        // Keyboard users open the note with Shift+Enter; the button is for the pointer.
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            commit();
            onOpenNote();
          }}
          className="absolute top-1/2 start-2 z-10 hidden -translate-y-1/2 rounded p-0.5 text-gray-500 group-focus-within:block group-hover:block hover:bg-gray-100 hover:text-gray-800 dark:text-gray-400 dark:hover:bg-white/5 dark:hover:text-white"
        >
          <PencilIcon className="size-3.5" />
        </button>
      )}
    </Box>
  );
}
