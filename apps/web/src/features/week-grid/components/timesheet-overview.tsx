import {
  HOURS_PRECISION,
  WEEK_GRID_MESSAGES,
  addCalendarDays,
  defineMessages,
  weekStartOf,
} from '@portal/contract';
import {
  Fragment,
  Suspense,
  lazy,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Link } from 'react-router';
import { usePhoneLayout } from '../../../components/layouts/use-phone-layout.ts';
import { DayNotes } from '../../../components/week/day-notes.tsx';
import { WeekNavigation } from '../../../components/week/week-navigation.tsx';
import {
  HoursCells,
  TotalCell,
  WeekTable,
  dayCellClass,
  rowHeadingClass,
  weekTableState,
} from '../../../components/week/week-table.tsx';
import { paths } from '../../../config/paths.ts';
import { askAbsenceDay, dayNotes } from '../../../lib/absence-day.ts';
import { isRefusal } from '../../../lib/api-error.ts';
import { ExportButtons } from '../../../lib/export/export-buttons.tsx';
import { weekDetail, weekExportTable, type WeekLine } from '../../../lib/export/week-table.ts';
import { useWeek } from '../../../lib/hooks/use-week.ts';
import { formatHours } from '../../../lib/i18n/format.ts';
import { PROJECT_DOT_CLASS, projectColorStyle } from '../../../lib/project-colors.ts';
import { BillableBadge } from '../../../components/ui/billable-badge.tsx';
import { t } from '../../../lib/i18n/intl.ts';
import { refusalText } from '../../../lib/i18n/refusals.ts';
import { useWeekAccount } from '../../../lib/queries/get-working-time.ts';
import { readSession } from '../../../lib/session.ts';
import type { GridRowKey } from '../../../lib/week-hours.ts';
import { lockReason } from '../../../lib/week.ts';
import { useOverview } from '../api/get-overview.ts';
import { usePendingCellSaves, useSetDayHours } from '../api/set-day-hours.ts';
import { parseCellHours } from '../cell-hours.ts';
import { WEEK_GRID_TOASTS, confirmClearCell } from '../messages.ts';
import { dayTotals } from '../missing-time.ts';
import { rowKeyOf, weekGrid, withCellHours, type ProjectGridRow, type TaskGridRow } from '../week-grid.ts';
import type { NoteTarget } from './cell-note-modal.tsx';
import { DayNavigation, DayRows } from './day-view.tsx';
import { HoursInputCell, type CellLayout, type CellMove } from './hours-input-cell.tsx';
import { MissingTime } from './missing-time.tsx';
import { WeekGridToolbar } from './week-grid-toolbar.tsx';
import { WeekStatusPanel } from './week-status-panel.tsx';

// The note form, with its form library, is loaded the first time a note opens.
const CellNoteModal = lazy(async () => ({
  default: (await import('./cell-note-modal.tsx')).CellNoteModal,
}));

const NO_ROWS: readonly GridRowKey[] = [];

const messages = defineMessages({
  cellProblem: {
    id: 'week-grid.cell.problem',
    defaultMessage: '{task} on {date}: {problem}',
    description: 'What is wrong with what was typed into a cell; date is the day as yyyy-MM-dd.',
  },
  notSaved: {
    id: 'week-grid.cell.not-saved',
    defaultMessage: 'Not saved: {task} on {date}: {reason}',
    description: 'A cell the server refused to save; date is the day as yyyy-MM-dd.',
  },
  noteWaits: {
    id: 'week-grid.note.waits',
    defaultMessage: 'The note for {task} on {date} is saved with the hours you type there.',
  },
  keys: {
    id: 'week-grid.hint.keys',
    defaultMessage:
      'Type hours as 3, 2.5 or 1:30. Enter saves and goes down the day, Tab along the week; arrows move, Escape puts a cell back, Shift+Enter adds a note.',
  },
  severalHint: {
    id: 'week-grid.hint.several',
    defaultMessage: 'Cells underlined with dots hold several entries; edit them in {link}.',
    description: 'link is a link to My Timesheet, worded by week-grid.hint.several-link.',
  },
  severalLink: { id: 'week-grid.hint.several-link', defaultMessage: 'My Timesheet' },
  exportTitle: { id: 'week-grid.export.title', defaultMessage: 'Timesheet Overview' },
  exportPerson: { id: 'week-grid.export.person', defaultMessage: 'Person: {name}' },
  project: { id: 'week-grid.column.project', defaultMessage: 'Project' },
  task: { id: 'week-grid.column.task', defaultMessage: 'Task' },
  tableLabel: { id: 'week-grid.table.label', defaultMessage: 'Your hours' },
  firstHeading: { id: 'week-grid.table.first-heading', defaultMessage: 'Project / Task' },
});

/** Where a link goes in a sentence that names it: a character no text holds. */
const LINK_SLOT = '\u0000';

/** The hint beneath a grid with cells of several entries, its link where the language puts it. */
function SeveralHint({ id }: { id: string }) {
  const [before, after] = t(messages.severalHint, { link: LINK_SLOT }).split(LINK_SLOT);
  return (
    <p id={id} className="mt-3 text-sm text-gray-600 dark:text-gray-400">
      {before}
      <Link to={paths.timesheet} className="font-medium text-brand-700 underline dark:text-brand-300">
        {t(messages.severalLink)}
      </Link>
      {after}
    </p>
  );
}

/** A cell of the grid, as the keyboard goes to it. */
interface CellPlace {
  taskId: string;
  day: number;
}

const placeKey = ({ taskId, day }: CellPlace) => `${taskId}:${day}`;
const noteKey = (taskId: string, date: string) => `${taskId}:${date}`;
const sameHours = (a: number, b: number) =>
  Math.round(a * HOURS_PRECISION) === Math.round(b * HOURS_PRECISION);

/** The rows an export of the week holds: one per task shown, with its project in a column of its own. */
const exportLines = (grid: readonly ProjectGridRow[]): WeekLine[] =>
  grid.flatMap((project) =>
    project.tasks.map((task) => ({ labels: [project.name, task.name], days: task.days, total: task.total })),
  );

/**
 * The signed-in user's week: its approval status, then a row per project with its tasks beneath.
 * While the week is Open or Rejected each task's days are inputs: hours typed there are saved one
 * cell at a time and every total follows at once. A submitted or approved week is read only. Each
 * day's header names its holiday and the user's absences, from their working-time account, which
 * also says what each day expects; hours typed on a day of an approved full-day absence are saved
 * once the user confirms. The week's rows as shown export as CSV, Excel or PDF, in files named
 * timesheet-overview-<Sunday>.
 *
 * On a phone the week shows one day at a time: previous and next day, a strip of the week's days
 * with their totals, the person's quick picks (`quickPicks`: a tap adds the task's row and takes
 * the keyboard to its hours), and a large input per task, typed and saved as the grid's cells are.
 * `pinToggle` pins a row's task there.
 */
export function TimesheetOverview({
  userId,
  quickPicks: QuickPicks,
  pinToggle,
}: {
  userId: string;
  quickPicks?: ComponentType<{ onPick: (task: GridRowKey) => void }>;
  pinToggle?: (taskId: string, describedBy: string) => ReactNode;
}) {
  const { sunday, days, todayIndex, setSunday } = useWeek();
  const isPhone = usePhoneLayout();
  // The day a phone shows: chosen on this screen, else today when the week holds it, else Sunday.
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const dayIndex =
    chosenDate !== null && days.includes(chosenDate) ? days.indexOf(chosenDate) : Math.max(todayIndex, 0);
  const overview = useOverview(userId, sunday);
  const account = useWeekAccount(userId, sunday);
  const save = useSetDayHours(userId);
  // Rows added, copied or typed into on this screen stay, hours or not, until it closes.
  const [keptRows, setKeptRows] = useState<ReadonlyMap<string, readonly GridRowKey[]>>(() => new Map());
  const [noteTarget, setNoteTarget] = useState<NoteTarget | null>(null);
  // Once loaded the note stays mounted, so that closing it returns the focus as the dialog does.
  const [hasNoted, setHasNoted] = useState(false);
  if (noteTarget && !hasNoted) setHasNoted(true);
  // Notes written for cells without hours, sent with the hours once they are typed.
  const [waitingNotes, setWaitingNotes] = useState<ReadonlyMap<string, string>>(() => new Map());
  const [problem, setProblem] = useState('');
  const [notice, setNotice] = useState('');
  // How many saves have begun, and how many had when the problem shown was said: a save clears the
  // problem once it succeeds only if it began after, so that a save typed meanwhile does not wipe
  // a refusal before it could be read.
  const savesBegun = useRef(0);
  const problemAfter = useRef(0);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  // Where the keyboard goes once the rows it waits for have rendered.
  const pendingFocus = useRef<CellPlace | null>(null);
  const severalHintId = useId();

  const pendingSaves = usePendingCellSaves(userId);
  const keptThisWeek = keptRows.get(sunday) ?? NO_ROWS;
  const grid = useMemo(() => {
    if (!overview.data) return [];
    const shown = pendingSaves
      .filter((save) => save.sunday === sunday)
      .reduce(
        (answer, { row, change }) => withCellHours(answer, row, change.date, change.hours),
        overview.data,
      );
    const projectNames = new Map(shown.projects.map((project) => [project.id, project.name]));
    return weekGrid(shown.entries, projectNames, days, keptThisWeek);
  }, [overview.data, pendingSaves, sunday, days, keptThisWeek]);
  const taskRows = useMemo(() => grid.flatMap((project) => project.tasks), [grid]);
  const projectColors = useMemo(
    () => new Map((overview.data?.projects ?? []).map((project) => [project.id, project.color])),
    [overview.data],
  );
  const week = overview.data?.week;
  const isEditable = week !== undefined && lockReason(week.status) === null;
  const hasSeveral = taskRows.some((row) => row.cells.some((cell) => cell.entryIds.length > 1));
  const accountDays = account.data?.days;
  const headerNotes = useMemo(() => {
    const byDate = new Map((accountDays ?? []).map((day) => [day.date, day]));
    return days.map((date) => {
      const day = byDate.get(date);
      return day ? <DayNotes notes={dayNotes(day)} /> : null;
    });
  }, [accountDays, days]);

  useEffect(() => {
    const place = pendingFocus.current;
    const input = place ? inputs.current.get(placeKey(place)) : undefined;
    if (!input) return;
    pendingFocus.current = null;
    input.focus();
  });

  const focusCell = (place: CellPlace) => {
    const input = inputs.current.get(placeKey(place));
    if (input) input.focus();
    else pendingFocus.current = place;
  };

  const keepRows = (rows: readonly GridRowKey[]) =>
    setKeptRows((kept) => {
      const current = kept.get(sunday) ?? NO_ROWS;
      const known = new Set(current.map((row) => row.taskId));
      const added = rows.filter((row) => !known.has(row.taskId));
      return added.length === 0 ? kept : new Map(kept).set(sunday, [...current, ...added]);
    });

  const handleAddRows = (rows: GridRowKey[]) => {
    const [first] = rows;
    if (!first) return;
    keepRows(rows);
    pendingFocus.current = { taskId: first.taskId, day: isPhone ? dayIndex : 0 };
  };

  const handleQuickPick = (task: GridRowKey) => {
    keepRows([task]);
    focusCell({ taskId: task.taskId, day: dayIndex });
  };

  const chooseDate = (date: string) => {
    setChosenDate(date);
    if (!days.includes(date)) setSunday(weekStartOf(date));
  };

  const sayProblem = (text: string) => {
    problemAfter.current = savesBegun.current;
    setProblem(text);
  };

  const saveCell = (row: TaskGridRow, date: string, hours: number, description?: string) => {
    // Hours on a day of an approved full-day absence are logged only once the person confirms.
    const consent =
      hours > 0
        ? askAbsenceDay(
            accountDays?.find((day) => day.date === date),
            date,
          )
        : {};
    if (!consent) return;
    const key = rowKeyOf(row);
    keepRows([key]);
    if (description !== undefined) {
      setWaitingNotes((notes) => {
        const rest = new Map(notes);
        rest.delete(noteKey(row.id, date));
        return rest;
      });
    }
    savesBegun.current += 1;
    const begun = savesBegun.current;
    // Each save's own outcome: mutate's callbacks would follow only the latest of saves made in a row.
    save
      .mutateAsync({
        change: { userId, taskId: row.id, date, hours, description, ...consent },
        row: key,
        sunday,
      })
      .then(
        () => {
          if (begun > problemAfter.current) setProblem('');
        },
        (error: unknown) => {
          const reason = isRefusal(error)
            ? refusalText(error) || error.message
            : t(WEEK_GRID_TOASTS.cellSaveError);
          sayProblem(t(messages.notSaved, { task: row.name, date, reason }));
        },
      );
  };

  const handleCommit = (row: TaskGridRow, day: number, typed: string) => {
    const date = days[day]!;
    const cell = row.cells[day]!;
    const parsed = parseCellHours(typed);
    if (!parsed.ok) {
      sayProblem(t(messages.cellProblem, { task: row.name, date, problem: parsed.message }));
      return;
    }
    const note = waitingNotes.get(noteKey(row.id, date));
    const carriesNote = note !== undefined && parsed.hours > 0;
    if (sameHours(parsed.hours, cell.hours) && !carriesNote) return;
    const count = cell.entryIds.length;
    if (parsed.hours === 0 && !window.confirm(confirmClearCell(count, row.name, date))) return;
    saveCell(row, date, parsed.hours, carriesNote ? note : undefined);
  };

  const handleClear = (row: TaskGridRow, day: number) => {
    const date = days[day]!;
    if (window.confirm(confirmClearCell(row.cells[day]!.entryIds.length, row.name, date))) {
      saveCell(row, date, 0);
    }
  };

  const handleMove = (row: TaskGridRow, day: number, move: CellMove) => {
    const index = taskRows.findIndex((candidate) => candidate.id === row.id);
    const last = taskRows.length - 1;
    const targets: Record<CellMove, readonly [number, number]> = {
      up: [index - 1, day],
      down: [index + 1, day],
      left: [index, day - 1],
      right: [index, day + 1],
      // Enter goes down the day, then on to the top of the next day.
      next: index < last ? [index + 1, day] : [0, day + 1],
    };
    const [rowIndex, toDay] = targets[move];
    const target = taskRows[rowIndex];
    if (target && toDay >= 0 && toDay < days.length) focusCell({ taskId: target.id, day: toDay });
    else if (move === 'next') inputs.current.get(placeKey({ taskId: row.id, day }))?.select();
  };

  const refuseSeveral = (row: TaskGridRow, day: number) =>
    sayProblem(
      t(messages.cellProblem, {
        task: row.name,
        date: days[day]!,
        problem: t(WEEK_GRID_MESSAGES.severalEntries),
      }),
    );

  const handleOpenNote = (row: TaskGridRow, day: number) => {
    if (row.cells[day]!.entryIds.length > 1) refuseSeveral(row, day);
    else setNoteTarget({ row, day, date: days[day]! });
  };

  const closeNote = () => {
    if (noteTarget) pendingFocus.current = { taskId: noteTarget.row.id, day: noteTarget.day };
    setNoteTarget(null);
  };

  const handleSaveNote = (note: string) => {
    if (!noteTarget) return;
    const { day, date } = noteTarget;
    // The cell's hours as they are now: typing may have changed them since the note opened.
    const row = taskRows.find((candidate) => candidate.id === noteTarget.row.id) ?? noteTarget.row;
    const hours = row.cells[day]!.hours;
    if (hours > 0) {
      saveCell(row, date, hours, note);
    } else {
      setWaitingNotes((notes) => new Map(notes).set(noteKey(row.id, date), note));
      setNotice(t(messages.noteWaits, { task: row.name, date }));
    }
    closeNote();
  };

  const hoursCell = (row: TaskGridRow, day: number, layout: CellLayout) => (
    <HoursInputCell
      key={days[day]}
      cell={row.cells[day]!}
      taskName={row.name}
      date={days[day]!}
      className={layout === 'grid' ? dayCellClass(day, todayIndex) : ''}
      layout={layout}
      severalHintId={severalHintId}
      inputRef={(input) => {
        const key = placeKey({ taskId: row.id, day });
        if (input) inputs.current.set(key, input);
        else inputs.current.delete(key);
      }}
      onCommit={(typed) => handleCommit(row, day, typed)}
      onClear={() => handleClear(row, day)}
      // A day on a phone runs only up and down its tasks.
      onMove={(move) => {
        if (layout === 'grid' || (move !== 'left' && move !== 'right')) handleMove(row, day, move);
      }}
      onOpenNote={() => handleOpenNote(row, day)}
      onRefuseTyping={() => refuseSeveral(row, day)}
    />
  );

  const hoursCells = (row: TaskGridRow) => (
    <>
      {row.cells.map((_cell, day) => hoursCell(row, day, 'grid'))}
      <TotalCell hours={row.total} />
    </>
  );

  const messagesAndNote = (
    <>
      {isEditable && hasSeveral ? <SeveralHint id={severalHintId} /> : null}
      <p role="alert" className="mt-3 text-sm text-error-600 empty:hidden dark:text-error-400">
        {problem}
      </p>
      <p role="status" className="mt-3 text-sm text-gray-700 empty:hidden dark:text-gray-300">
        {notice}
      </p>
      {hasNoted ? (
        <Suspense fallback={null}>
          <CellNoteModal
            userId={userId}
            target={noteTarget}
            waitingNote={
              noteTarget ? waitingNotes.get(noteKey(noteTarget.row.id, noteTarget.date)) : undefined
            }
            onSave={handleSaveNote}
            onClose={closeNote}
          />
        </Suspense>
      ) : null}
    </>
  );

  if (isPhone) {
    return (
      <>
        <DayNavigation
          days={days}
          dayIndex={dayIndex}
          todayIndex={todayIndex}
          totals={dayTotals(grid, days.length)}
          onStep={(step) => chooseDate(addCalendarDays(days[dayIndex]!, step))}
          onChoose={(day) => chooseDate(days[day]!)}
        />
        {overview.data ? (
          <WeekStatusPanel week={overview.data.week} entryCount={overview.data.entries.length} />
        ) : null}
        {isEditable ? (
          <>
            {QuickPicks ? <QuickPicks onPick={handleQuickPick} /> : null}
            <WeekGridToolbar
              key={sunday}
              userId={userId}
              sunday={sunday}
              grid={grid}
              onAddRows={handleAddRows}
            />
          </>
        ) : null}
        <DayRows
          grid={grid}
          dayIndex={dayIndex}
          state={weekTableState(overview, grid.length)}
          hoursOf={(row) =>
            isEditable ? (
              hoursCell(row, dayIndex, 'day')
            ) : (
              <span dir="ltr" className="w-28 shrink-0 px-3 text-end text-lg tabular-nums">
                {row.cells[dayIndex]!.hours > 0 ? formatHours(row.cells[dayIndex]!.hours) : ''}
              </span>
            )
          }
          toolsOf={pinToggle ? (row, describedBy) => pinToggle(row.id, describedBy) : undefined}
        />
        {messagesAndNote}
      </>
    );
  }

  return (
    <>
      <WeekNavigation sunday={sunday} onChange={setSunday} />
      {overview.data ? (
        <WeekStatusPanel week={overview.data.week} entryCount={overview.data.entries.length} />
      ) : null}
      {overview.data ? (
        <MissingTime days={days} logged={dayTotals(grid, days.length)} account={accountDays} />
      ) : null}
      {isEditable ? (
        <>
          <WeekGridToolbar
            key={sunday}
            userId={userId}
            sunday={sunday}
            grid={grid}
            onAddRows={handleAddRows}
          />
          <p className="mb-3 text-sm text-gray-600 dark:text-gray-400">{t(messages.keys)}</p>
        </>
      ) : null}
      <div className="mb-3 flex justify-end">
        <ExportButtons
          stem={`timesheet-overview-${sunday}`}
          disabled={grid.length === 0}
          makeTable={() => {
            const person = readSession()?.userName;
            return weekExportTable({
              title: t(messages.exportTitle),
              details: [weekDetail(days), ...(person ? [t(messages.exportPerson, { name: person })] : [])],
              labelHeaders: [t(messages.project), t(messages.task)],
              days,
              lines: exportLines(grid),
            });
          }}
        />
      </div>
      <WeekTable
        label={t(messages.tableLabel)}
        firstHeading={t(messages.firstHeading)}
        days={days}
        todayIndex={todayIndex}
        state={weekTableState(overview, grid.length)}
        dayNotes={headerNotes}
      >
        {grid.map((project) => (
          <Fragment key={project.id}>
            <tr className="border-t border-gray-100 bg-gray-50 font-medium text-gray-800 dark:border-gray-800 dark:bg-white/2 dark:text-white/90">
              <th scope="row" className={rowHeadingClass(0)}>
                {projectColors.get(project.id) ? (
                  <span
                    aria-hidden="true"
                    style={projectColorStyle(projectColors.get(project.id))}
                    className={`${PROJECT_DOT_CLASS} me-2`}
                  />
                ) : null}
                {project.name}
              </th>
              <HoursCells row={project} todayIndex={todayIndex} />
            </tr>
            {project.tasks.map((task) => (
              <tr
                key={task.id}
                className="border-t border-gray-100 text-gray-600 dark:border-gray-800 dark:text-gray-400"
              >
                <th scope="row" className={`${rowHeadingClass(1)} font-normal`}>
                  {task.name}
                  {task.billable === null || task.billable === 'billable' ? null : (
                    <BillableBadge state={task.billable} className="ms-2" />
                  )}
                </th>
                {isEditable ? hoursCells(task) : <HoursCells row={task} todayIndex={todayIndex} />}
              </tr>
            ))}
          </Fragment>
        ))}
      </WeekTable>
      {messagesAndNote}
    </>
  );
}
