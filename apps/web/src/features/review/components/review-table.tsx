import { defineMessages } from '@portal/contract';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { WeekStatusBadge } from '../../../components/week/week-status-badge.tsx';
import {
  HoursCells,
  WeekTable,
  rowHeadingClass,
  type WeekTableState,
} from '../../../components/week/week-table.tsx';
import { t } from '../../../lib/i18n/intl.ts';
import { lineIndexOf, parentLineIndex, type ReviewLine } from '../review.ts';
import { weekDecisions, type Viewer } from '../week-approval.ts';
import { ExpandButton } from './expand-button.tsx';
import { WeekDecisionButtons } from './week-decision-buttons.tsx';
import type { ReasonedDecision } from './week-decision-modal.tsx';

const rowBorder = 'border-t border-gray-100 dark:border-gray-800';
/** The header row is the table's first: body rows are numbered from 2 in `aria-rowindex`. */
const FIRST_BODY_ROW = 2;
/** Rows drawn beyond each edge of the window, so that scrolling seldom shows a blank. */
const OVERSCAN = 8;
/** How far Page Up and Page Down move the focus. */
const PAGE_ROWS = 10;
/** The rows' heights before they are measured, in CSS pixels: a user with decision buttons is taller. */
const ESTIMATED_HEIGHT = { plain: 45, decisions: 79 };

const messages = defineMessages({
  keys: {
    id: 'review.table.keys',
    defaultMessage:
      'Up and Down arrows move between rows, Home and End go to the first and last. Right opens a row, Left closes it or goes to the row that holds it, and * opens every row at the same level.',
    description: 'Where the page runs right to left, the keys swap: Left opens a row and Right closes it.',
  },
  label: { id: 'review.table.label', defaultMessage: 'Hours of everyone' },
  firstHeading: { id: 'review.table.first-heading', defaultMessage: 'User / Project / Task' },
  projectOf: {
    id: 'review.row.project-of',
    defaultMessage: '{project} for {user}',
    description: "A project's row beneath a person's, for screen readers.",
  },
});

/** Where rows run right to left, the arrow that opens a row points the other way. */
const OPEN_KEY = { ltr: 'ArrowRight', rtl: 'ArrowLeft' };
const CLOSE_KEY = { ltr: 'ArrowLeft', rtl: 'ArrowRight' };

/** What the review's table and its phone list both take: the week, who looks, and the decisions. */
export interface ReviewViewProps {
  state: WeekTableState;
  days: readonly string[];
  todayIndex: number;
  viewer: Viewer;
  /** The user whose week is being approved, whose Approve button waits meanwhile. */
  approvingUserId: string | null;
  onToggleUser: (userId: string) => void;
  onApprove: (userId: string) => void;
  onDecide: (decision: ReasonedDecision) => void;
  /** What each day says beneath its date: its holidays and absences. */
  dayNotes?: readonly ReactNode[];
}

interface ReviewTableProps extends ReviewViewProps {
  /** The rows as drawn, made by `reviewLines`. */
  lines: readonly ReviewLine[];
  onToggleProject: (key: string) => void;
  /** Opens every row at the level of the row `*` was pressed on. */
  onExpandLevel: (level: 'user' | 'project') => void;
}

/**
 * The review's User > Project > Task table. Only the rows in and near the window are drawn (a
 * 500-user week opened down to its tasks has more than 5,000), and the table says how many it has
 * (`aria-rowcount`) and where each drawn row stands (`aria-rowindex`). Keyboard users reach every
 * row with one tab stop and the arrow keys, the grid pattern's roving focus: the focused row is
 * always drawn, and moving the focus scrolls the next row into view.
 */
export function ReviewTable({
  lines,
  state,
  days,
  todayIndex,
  viewer,
  approvingUserId,
  onToggleUser,
  onToggleProject,
  onExpandLevel,
  onApprove,
  onDecide,
  dayNotes,
}: ReviewTableProps) {
  const helpId = useId();
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const activeIndex = useMemo(
    () => Math.max(activeKey === null ? 0 : lineIndexOf(lines, activeKey), 0),
    [lines, activeKey],
  );
  /** The row to focus once it is drawn. */
  const pendingFocus = useRef<number | null>(null);

  // Where the body starts on the page: the virtualizer measures the window's scroll from there.
  // What is above it (filters, notices) may change height after loading, so it is watched.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const update = () => setScrollMargin(Math.round(body.getBoundingClientRect().top + window.scrollY));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const estimateSize = useCallback(
    (index: number) => {
      const line = lines[index];
      if (line?.kind !== 'user') return ESTIMATED_HEIGHT.plain;
      const decisions = weekDecisions(viewer, line.user.id, line.user.status);
      return decisions.decide || decisions.reopen ? ESTIMATED_HEIGHT.decisions : ESTIMATED_HEIGHT.plain;
    },
    [lines, viewer],
  );
  const getItemKey = useCallback((index: number) => lines[index]?.key ?? index, [lines]);
  // The focused row stays drawn when it scrolls out of sight, so that focus and the tab stop are
  // never lost with it.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex < range.count && !indexes.includes(activeIndex)) {
        indexes.push(activeIndex);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [activeIndex],
  );
  const virtualizer = useWindowVirtualizer({
    count: state === 'rows' ? lines.length : 0,
    estimateSize,
    getItemKey,
    rangeExtractor,
    overscan: OVERSCAN,
    scrollMargin,
  });

  /** Focuses the row asked for, once it is drawn; the browser scrolls it into view. */
  const focusPending = () => {
    const index = pendingFocus.current;
    if (index === null) return;
    const head = bodyRef.current?.querySelector<HTMLElement>(
      `tr[aria-rowindex="${index + FIRST_BODY_ROW}"] [data-row-head]`,
    );
    if (!head) return;
    pendingFocus.current = null;
    head.focus();
  };
  useLayoutEffect(focusPending);

  const focusLine = (index: number) => {
    const target = Math.min(Math.max(index, 0), lines.length - 1);
    const line = lines[target];
    if (!line) return;
    pendingFocus.current = target;
    setActiveKey(line.key);
    // The same row again draws nothing new, so no effect would run.
    if (target === activeIndex) focusPending();
  };

  const indexOfEvent = (target: EventTarget) => {
    const row = (target as HTMLElement).closest('tr[aria-rowindex]');
    return row ? Number(row.getAttribute('aria-rowindex')) - FIRST_BODY_ROW : -1;
  };

  const handleFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const line = lines[indexOfEvent(event.target)];
    if (line && line.key !== activeKey) setActiveKey(line.key);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (event.altKey || event.metaKey) return;
    const index = indexOfEvent(event.target);
    const line = lines[index];
    if (!line) return;
    // Left and Right open and close the row only from its first cell, where the focus moves.
    const onHead = (event.target as HTMLElement).hasAttribute('data-row-head');
    const direction = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'rtl' : 'ltr';
    const key =
      event.key === OPEN_KEY[direction] ? 'open' : event.key === CLOSE_KEY[direction] ? 'close' : event.key;
    switch (key) {
      case 'ArrowDown':
        focusLine(index + 1);
        break;
      case 'ArrowUp':
        focusLine(index - 1);
        break;
      case 'PageDown':
        focusLine(index + PAGE_ROWS);
        break;
      case 'PageUp':
        focusLine(index - PAGE_ROWS);
        break;
      case 'Home':
        focusLine(0);
        break;
      case 'End':
        focusLine(lines.length - 1);
        break;
      case 'open':
        if (!onHead || line.kind === 'task') return;
        if (!line.isOpen) {
          if (line.kind === 'user') onToggleUser(line.user.id);
          else onToggleProject(line.key);
        } else if (lines[index + 1] && lines[index + 1]?.kind !== line.kind) {
          focusLine(index + 1);
        }
        break;
      case 'close':
        if (!onHead) return;
        if (line.kind !== 'task' && line.isOpen) {
          if (line.kind === 'user') onToggleUser(line.user.id);
          else onToggleProject(line.key);
        } else if (line.kind !== 'user') {
          focusLine(parentLineIndex(lines, index));
        }
        break;
      case '*':
        if (line.kind === 'task') return;
        onExpandLevel(line.kind);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const columnCount = days.length + 3;
  const body: ReactNode[] = [];
  let drawnTo = 0;
  const spacer = (height: number, key: string) => (
    <tr key={key} aria-hidden="true">
      <td colSpan={columnCount} className="p-0" style={{ height }} />
    </tr>
  );
  for (const item of virtualizer.getVirtualItems()) {
    const line = lines[item.index];
    if (!line) continue;
    const top = item.start - scrollMargin;
    if (top > drawnTo) body.push(spacer(top - drawnTo, `gap-${item.key}`));
    drawnTo = top + item.size;
    body.push(
      <ReviewRow
        key={line.key}
        line={line}
        index={item.index}
        isActive={item.index === activeIndex}
        todayIndex={todayIndex}
        viewer={viewer}
        isApproving={line.kind === 'user' && line.user.id === approvingUserId}
        measure={virtualizer.measureElement}
        onToggleUser={onToggleUser}
        onToggleProject={onToggleProject}
        onApprove={onApprove}
        onDecide={onDecide}
      />,
    );
  }
  const totalSize = virtualizer.getTotalSize();
  if (totalSize > drawnTo) body.push(spacer(totalSize - drawnTo, 'gap-end'));

  return (
    <>
      <p id={helpId} className="sr-only">
        {t(messages.keys)}
      </p>
      <WeekTable
        label={t(messages.label)}
        firstHeading={t(messages.firstHeading)}
        days={days}
        todayIndex={todayIndex}
        state={state}
        hasStatusColumn
        dayNotes={dayNotes}
        rowCount={state === 'rows' ? lines.length + 1 : undefined}
        describedBy={helpId}
        bodyProps={{ ref: bodyRef, onKeyDown: handleKeyDown, onFocus: handleFocus }}
      >
        {body}
      </WeekTable>
    </>
  );
}

interface ReviewRowProps {
  line: ReviewLine;
  index: number;
  /** The row that holds the table's one tab stop. */
  isActive: boolean;
  todayIndex: number;
  viewer: Viewer;
  isApproving: boolean;
  measure: (row: HTMLTableRowElement | null) => void;
  onToggleUser: (userId: string) => void;
  onToggleProject: (key: string) => void;
  onApprove: (userId: string) => void;
  onDecide: (decision: ReasonedDecision) => void;
}

/** One drawn row: a user with their week's status and decisions, a project, or a task. */
const ReviewRow = memo(function ReviewRow({
  line,
  index,
  isActive,
  todayIndex,
  viewer,
  isApproving,
  measure,
  onToggleUser,
  onToggleProject,
  onApprove,
  onDecide,
}: ReviewRowProps) {
  const tabIndex = isActive ? 0 : -1;
  const rowProps = { ref: measure, 'data-index': index, 'aria-rowindex': index + FIRST_BODY_ROW };
  if (line.kind === 'task') {
    return (
      <tr {...rowProps} className={`${rowBorder} text-gray-600 dark:text-gray-400`}>
        <th scope="row" data-row-head tabIndex={tabIndex} className={`${rowHeadingClass(2)} font-normal`}>
          {line.task.name}
        </th>
        <HoursCells row={line.task} todayIndex={todayIndex} />
        <td />
      </tr>
    );
  }
  if (line.kind === 'project') {
    const { project, user } = line;
    return (
      <tr {...rowProps} className={`${rowBorder} font-medium text-gray-700 dark:text-gray-300`}>
        <th scope="row" className={rowHeadingClass(1)}>
          <ExpandButton
            isOpen={line.isOpen}
            name={project.name}
            label={t(messages.projectOf, { project: project.name, user: user.name })}
            tabIndex={tabIndex}
            onToggle={() => onToggleProject(line.key)}
          />
        </th>
        <HoursCells row={project} todayIndex={todayIndex} />
        <td />
      </tr>
    );
  }
  const { user } = line;
  return (
    <tr
      {...rowProps}
      className={`${rowBorder} bg-gray-50 font-semibold text-gray-800 dark:bg-white/2 dark:text-white/90`}
    >
      <th scope="row" className={rowHeadingClass(0)}>
        <ExpandButton
          isOpen={line.isOpen}
          name={user.name}
          tabIndex={tabIndex}
          onToggle={() => onToggleUser(user.id)}
        />
      </th>
      <HoursCells row={user} todayIndex={todayIndex} />
      <td className="py-2.5 pe-5 ps-3 text-sm font-normal">
        <WeekStatusBadge status={user.status} />
        <WeekDecisionButtons
          user={user}
          viewer={viewer}
          isApproving={isApproving}
          tabIndex={tabIndex}
          onApprove={onApprove}
          onDecide={onDecide}
        />
      </td>
    </tr>
  );
});
