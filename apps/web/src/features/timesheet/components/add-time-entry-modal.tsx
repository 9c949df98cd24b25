import {
  HOURS_STEP,
  MAX_HOURS_PER_DAY,
  MAX_TEXT_LENGTH,
  isCalendarDate,
  weekStartOf,
} from '@portal/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { Modal, ModalActions } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { today } from '../../../lib/dates.ts';
import { useAddTimeEntry } from '../api/add-time-entry.ts';
import { useProjectChoices } from '../api/get-project-choices.ts';
import { useTaskChoices } from '../api/get-task-choices.ts';
import { useWeekStatus } from '../api/get-week-status.ts';
import { validateTimeEntry, type TimeEntryFormValues } from '../time-entry-form.ts';
import { lockReason } from '../week-approval.ts';
import { Tooltip } from '../../../components/ui/tooltip.tsx';

interface AddTimeEntryModalProps {
  userId: string;
  isOpen: boolean;
  onClose: () => void;
}

/** The modal 'Add New Timesheet Entry'; it starts empty, dated today, each time it opens. */
export function AddTimeEntryModal({ userId, isOpen, onClose }: AddTimeEntryModalProps) {
  return (
    <Modal title="Add New Timesheet Entry" isOpen={isOpen} onClose={onClose}>
      <AddTimeEntryForm userId={userId} onClose={onClose} />
    </Modal>
  );
}

function AddTimeEntryForm({ userId, onClose }: { userId: string; onClose: () => void }) {
  const [values, setValues] = useState<TimeEntryFormValues>(() => ({
    projectId: '',
    taskId: '',
    date: today(),
    hours: '',
    description: '',
  }));
  const [error, setError] = useState<string>();
  const projects = useProjectChoices(userId);
  const tasks = useTaskChoices(userId, values.projectId);
  const add = useAddTimeEntry();
  const week = useWeekStatus(
    userId,
    values.date && isCalendarDate(values.date) ? weekStartOf(values.date) : null,
  );
  const locked = lockReason(week.data?.status);
  const lockId = useId();

  const change = (next: Partial<TimeEntryFormValues>) => setValues((current) => ({ ...current, ...next }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The submit button only looks disabled, so that its tooltip can be reached; it still submits.
    if (locked) return;
    const validation = validateTimeEntry(values, userId);
    if (!validation.ok) {
      setError(validation.message);
      return;
    }
    setError(undefined);
    add.mutate(validation.entry, {
      onSuccess: (added) => {
        if (added) onClose();
      },
    });
  };

  return (
    // The form checks itself (spec §5), so the browser's own bubbles stay away.
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <SelectField
        id="time-entry-project"
        label="Project"
        placeholder="Select a project"
        options={(projects.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
        value={values.projectId}
        required
        onChange={(event) => change({ projectId: event.target.value, taskId: '' })}
      />
      <SelectField
        id="time-entry-task"
        label="Task"
        placeholder="Select a task"
        options={(tasks.data ?? []).map((task) => ({ value: task.id, label: task.title }))}
        value={values.taskId}
        required
        disabled={!values.projectId}
        onChange={(event) => change({ taskId: event.target.value })}
      />
      <DateField
        id="time-entry-date"
        label="Date"
        value={values.date}
        required
        error={locked ?? undefined}
        onChange={(date) => change({ date })}
      />
      <TextField
        id="time-entry-hours"
        label="Hours"
        type="number"
        inputMode="decimal"
        min={0}
        max={MAX_HOURS_PER_DAY}
        step={HOURS_STEP}
        value={values.hours}
        required
        onChange={(event) => change({ hours: event.target.value })}
      />
      <TextareaField
        id="time-entry-description"
        label="Description"
        maxLength={MAX_TEXT_LENGTH}
        value={values.description}
        onChange={(event) => change({ description: event.target.value })}
      />
      {error ? (
        <p role="alert" className="text-sm text-error-600 dark:text-error-400">
          {error}
        </p>
      ) : null}
      <ModalActions>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Tooltip id={lockId} text={locked}>
          <Button
            type="submit"
            aria-disabled={locked ? true : undefined}
            aria-describedby={locked ? lockId : undefined}
            disabled={add.isPending}
            className="w-full aria-disabled:cursor-not-allowed aria-disabled:bg-brand-400 dark:aria-disabled:bg-brand-700"
          >
            Add Entry
          </Button>
        </Tooltip>
      </ModalActions>
    </form>
  );
}
