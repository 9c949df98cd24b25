import { addCalendarDays, defineMessages } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { WorkPicker } from '../../../components/work-picker/work-picker.tsx';
import { t } from '../../../lib/i18n/intl.ts';
import type { GridRowKey } from '../../../lib/week-hours.ts';
import { useCopyWeek } from '../api/copy-week.ts';
import { overviewQueryOptions } from '../api/get-overview.ts';
import { copyRowsResult, copyWeekResult } from '../messages.ts';
import { rowsMissingFrom, rowsOfWeek, type ProjectGridRow } from '../week-grid.ts';

const messages = defineMessages({
  addRow: { id: 'week-grid.toolbar.add-row', defaultMessage: 'Add row' },
  copyRows: { id: 'week-grid.toolbar.copy-rows', defaultMessage: "Copy last week's rows" },
  copyWeek: { id: 'week-grid.toolbar.copy-week', defaultMessage: 'Copy last week' },
  addPanel: { id: 'week-grid.toolbar.add-panel', defaultMessage: 'Add a row' },
});

interface WeekGridToolbarProps {
  userId: string;
  sunday: string;
  grid: readonly ProjectGridRow[];
  /** Shows `rows` in the grid, without hours, and takes the keyboard to the first. */
  onAddRows: (rows: GridRowKey[]) => void;
}

/**
 * What fills an editable week besides typing: 'Add row' (a project and task picker), "Copy last
 * week's rows" (last week's tasks without hours) and 'Copy last week' (its entries, hours and all).
 * What a copy did is said beneath, politely, as it changes.
 */
export function WeekGridToolbar({ userId, sunday, grid, onAddRows }: WeekGridToolbarProps) {
  const queryClient = useQueryClient();
  const copyWeek = useCopyWeek(userId);
  const [isPicking, setIsPicking] = useState(false);
  const [isCopyingRows, setIsCopyingRows] = useState(false);
  const [outcome, setOutcome] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const lastSunday = addCalendarDays(sunday, -7);

  const closePicker = () => {
    setIsPicking(false);
    addButton.current?.focus();
  };

  const handleCopyRows = async () => {
    setIsCopyingRows(true);
    // A failed read has said so already, from the query's meta.
    const lastWeek = await queryClient.fetchQuery(overviewQueryOptions(userId, lastSunday)).catch(() => null);
    setIsCopyingRows(false);
    if (!lastWeek) return;
    const lastWeekRows = rowsOfWeek(lastWeek);
    const added = rowsMissingFrom(lastWeekRows, grid);
    setOutcome(copyRowsResult(added.length, lastWeekRows.length));
    if (added.length > 0) onAddRows(added);
  };

  const handleCopyWeek = () => {
    setOutcome('');
    copyWeek.mutate(
      { userId, fromWeekStart: lastSunday, toWeekStart: sunday },
      { onSuccess: ({ copied, skipped }) => setOutcome(copyWeekResult(copied, skipped)) },
    );
  };

  return (
    <div className="mb-4">
      <div className="flex flex-wrap items-center gap-3">
        <button
          ref={addButton}
          type="button"
          aria-expanded={isPicking}
          aria-controls={panelId}
          onClick={() => (isPicking ? closePicker() : setIsPicking(true))}
          className={buttonClass('outline')}
        >
          <PlusIcon />
          {t(messages.addRow)}
        </button>
        <Button variant="outline" disabled={isCopyingRows} onClick={() => void handleCopyRows()}>
          {t(messages.copyRows)}
        </Button>
        <Button variant="outline" disabled={copyWeek.isPending} onClick={handleCopyWeek}>
          {t(messages.copyWeek)}
        </Button>
      </div>
      <div
        id={panelId}
        role="group"
        aria-label={t(messages.addPanel)}
        hidden={!isPicking}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          closePicker();
        }}
        className="mt-3 max-w-2xl rounded-2xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-white/3"
      >
        {isPicking ? (
          <WorkPicker
            autoFocus
            onPick={(row) => {
              setIsPicking(false);
              onAddRows([row]);
            }}
          />
        ) : null}
      </div>
      <p role="status" className="mt-3 text-sm text-gray-700 empty:hidden dark:text-gray-300">
        {outcome}
      </p>
    </div>
  );
}
