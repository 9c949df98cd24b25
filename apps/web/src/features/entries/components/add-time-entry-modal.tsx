import {
  HOURS_STEP,
  MAX_HOURS_PER_DAY,
  MAX_TEXT_LENGTH,
  DATE_INVALID_MESSAGE,
  TIME_ENTRY_MESSAGES,
  isCalendarDate,
  weekStartOf,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { BillableBadge, billableState } from '../../../components/ui/billable-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ControlledDateField } from '../../../components/ui/date-field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Modal, ModalActions } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { ownRefusal, refusesAnyWith, useSchemaForm } from '../../../lib/form-fields.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { useAbsenceDayQuestion } from '../../../lib/hooks/use-absence-day-question.ts';
import { allProjectsQueryOptions } from '../../../lib/queries/get-all-projects.ts';
import { tasksByProjectQueryOptions } from '../../../lib/queries/get-tasks-by-project.ts';
import { lockReason } from '../../../lib/week.ts';
import { useAddTimeEntry } from '../api/add-time-entry.ts';
import { useWeekStatus } from '../api/get-week-status.ts';
import { ENTRY_MESSAGES } from '../messages.ts';
import { newTimeEntryForm, TimeEntryFormSchema } from '../time-entry-form-schema.ts';

interface AddTimeEntryModalProps {
  userId: string;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The modal 'Add New Timesheet Entry'; it starts empty, dated today, each time it opens. An entry
 * on a day of an approved full-day absence is added once the user confirms it.
 */
export function AddTimeEntryModal({ userId, isOpen, onClose }: AddTimeEntryModalProps) {
  return (
    <Modal
      title={t({ id: 'entries.add.title', defaultMessage: 'Add New Timesheet Entry' })}
      isOpen={isOpen}
      onClose={onClose}
    >
      <AddTimeEntryForm userId={userId} onClose={onClose} />
    </Modal>
  );
}

function AddTimeEntryForm({ userId, onClose }: { userId: string; onClose: () => void }) {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useSchemaForm(TimeEntryFormSchema, newTimeEntryForm(userId), {
    // The one message below the fields says what is missing; the cursor stays where it is.
    shouldFocusError: false,
  });
  const [projectId, taskId, date] = useWatch({ control, name: ['projectId', 'taskId', 'date'] });
  // Projects and tasks change on other screens; each opening of the form asks again.
  const projects = useQuery({ ...allProjectsQueryOptions(), staleTime: 0 });
  const tasks = useQuery({
    ...tasksByProjectQueryOptions(projectId),
    enabled: projectId !== '',
    staleTime: 0,
  });
  const chosenTask = tasks.data?.find((task) => task.id === taskId);
  const add = useAddTimeEntry();
  const askAbsenceDay = useAbsenceDayQuestion();
  const week = useWeekStatus(userId, date && isCalendarDate(date) ? weekStartOf(date) : null);
  const locked = lockReason(week.data?.status);
  const lockId = useId();
  const isMissing = refusesAnyWith(errors, TIME_ENTRY_MESSAGES.required.defaultMessage);
  const hoursError = ownRefusal(errors.hours, TIME_ENTRY_MESSAGES.required.defaultMessage);

  const handleAdd = (event: FormEvent<HTMLFormElement>) => {
    // The submit button only looks disabled, so that its tooltip can be reached; it still submits.
    if (locked) {
      event.preventDefault();
      return;
    }
    void handleSubmit(async (entry) => {
      // Time on a day of an approved full-day absence is added only once the user confirms.
      const consent = await askAbsenceDay(entry.userId, entry.date);
      if (consent) add.mutate({ ...entry, ...consent }, { onSuccess: onClose });
    })(event);
  };

  return (
    // The form checks itself (spec §5), so the browser's own bubbles stay away.
    <form noValidate onSubmit={handleAdd} className="space-y-5">
      <SelectField
        id="time-entry-project"
        label={t({ id: 'entries.add.project', defaultMessage: 'Project' })}
        placeholder={t({ id: 'entries.add.project-placeholder', defaultMessage: 'Select a project' })}
        options={(projects.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
        required
        {...register('projectId', { onChange: () => setValue('taskId', '') })}
      />
      <SelectField
        id="time-entry-task"
        label={t({ id: 'entries.add.task', defaultMessage: 'Task' })}
        placeholder={t({ id: 'entries.add.task-placeholder', defaultMessage: 'Select a task' })}
        options={(tasks.data ?? []).map((task) => ({ value: task.id, label: task.title }))}
        required
        disabled={!projectId}
        {...register('taskId')}
      />
      <ControlledDateField
        control={control}
        name="date"
        id="time-entry-date"
        label={t(ENTRY_MESSAGES.date)}
        required
        error={locked ?? undefined}
        invalidMessage={t(DATE_INVALID_MESSAGE)}
      />
      <TextField
        id="time-entry-hours"
        label={t(ENTRY_MESSAGES.hours)}
        type="number"
        inputMode="decimal"
        min={0}
        max={MAX_HOURS_PER_DAY}
        step={HOURS_STEP}
        required
        error={hoursError}
        {...register('hours')}
      />
      <TextareaField
        id="time-entry-description"
        label={t({ id: 'entries.add.description', defaultMessage: 'Description' })}
        maxLength={MAX_TEXT_LENGTH}
        {...register('description')}
      />
      {chosenTask ? (
        <p className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
          {t({ id: 'entries.add.billable', defaultMessage: 'This time will be:' })}
          <BillableBadge state={billableState(chosenTask.effectiveBillable)} />
        </p>
      ) : null}
      <FormAlert message={isMissing && t(TIME_ENTRY_MESSAGES.required)} />
      <ModalActions>
        <Button variant="outline" onClick={onClose}>
          {t({ id: 'entries.add.cancel', defaultMessage: 'Cancel' })}
        </Button>
        <Tooltip id={lockId} text={locked}>
          <Button
            type="submit"
            aria-disabled={locked ? true : undefined}
            aria-describedby={locked ? lockId : undefined}
            disabled={add.isPending || isSubmitting}
            className="w-full aria-disabled:cursor-not-allowed aria-disabled:bg-brand-400 dark:aria-disabled:bg-brand-700"
          >
            {t(ENTRY_MESSAGES.add)}
          </Button>
        </Tooltip>
      </ModalActions>
    </form>
  );
}
