import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { BillableBadge, billableState } from '../../../components/ui/billable-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { WorkPicker } from '../../../components/work-picker/work-picker.tsx';
import { today } from '../../../lib/dates.ts';
import { bindFields, useSchemaForm } from '../../../lib/form-fields.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { tasksByProjectQueryOptions } from '../../../lib/queries/get-tasks-by-project.ts';
import type { GridRowKey } from '../../../lib/week-hours.ts';
import { useStartTimer } from '../api/start-timer.ts';
import { NO_TIMER_WORK, TimerFormSchema } from '../timer-form-schema.ts';
import { PlayIcon } from './timer-icons.tsx';
import type { WorkShortcuts } from './work-shortcuts.ts';

/** How the work was chosen: typed into the picker, or tapped among the quick picks. */
type Chosen = { work: GridRowKey; tapped: boolean };

/**
 * The header timer's 'Start a timer' panel: the person's quick picks, a project and task found by
 * typing, and a description. A quick pick fills project and task in one tap (and hides the picker
 * until 'Change'); the chosen task can be pinned. `willFocus` says, before the start is asked for,
 * that the running timer's Stop takes the keyboard (null again when the start fails).
 */
export function StartTimerForm({
  willFocus,
  shortcuts,
}: {
  willFocus: (next: 'stop' | null) => void;
  shortcuts?: WorkShortcuts | undefined;
}) {
  const start = useStartTimer();
  const form = useSchemaForm(TimerFormSchema, NO_TIMER_WORK);
  const { control, setValue, setFocus, handleSubmit } = form;
  const taskId = useWatch({ control, name: 'taskId' });
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const chosenTask = useQuery({
    ...tasksByProjectQueryOptions(chosen?.work.projectId ?? ''),
    enabled: chosen !== null,
    select: (tasks) => tasks.find((task) => task.id === chosen?.work.taskId),
  }).data;
  const id = useId();
  const field = bindFields(form, { idPrefix: `${id}-` });

  const choose = (work: GridRowKey, tapped: boolean) => {
    setChosen({ work, tapped });
    setValue('projectId', work.projectId);
    setValue('taskId', work.taskId);
    setFocus('description');
  };

  const handleStart = handleSubmit((work) => {
    willFocus('stop');
    const forget = () => willFocus(null);
    void start.start({ ...work, date: today() }, { onError: forget, onDeclined: forget });
  });

  return (
    <form noValidate aria-labelledby={`${id}-title`} onSubmit={handleStart} className="space-y-4 p-1">
      <h2 id={`${id}-title`} className="text-sm font-semibold text-gray-800 dark:text-white/90">
        {t({ id: 'timer.form.title', defaultMessage: 'Start a timer' })}
      </h2>
      {shortcuts?.quickPicks((work) => choose(work, true))}
      {chosen?.tapped ? null : <WorkPicker autoFocus onPick={(work) => choose(work, false)} />}
      {chosen ? (
        <div className="flex items-center gap-2">
          <p id={`${id}-chosen`} className="min-w-0 flex-1 truncate text-sm text-gray-800 dark:text-white/90">
            {t(
              { id: 'timer.form.chosen', defaultMessage: '{project} › {task}' },
              { project: chosen.work.projectName, task: chosen.work.taskName },
            )}
          </p>
          {chosenTask ? <BillableBadge state={billableState(chosenTask.effectiveBillable)} /> : null}
          {shortcuts?.pinToggle(chosen.work.taskId, `${id}-chosen`)}
          {chosen.tapped ? (
            <Button variant="outline" className="min-h-11 px-3" onClick={() => setChosen(null)}>
              {t({ id: 'timer.form.change', defaultMessage: 'Change' })}
            </Button>
          ) : null}
        </div>
      ) : null}
      <TextField
        label={t({ id: 'timer.form.description', defaultMessage: 'Description' })}
        {...field('description')}
      />
      <Button type="submit" disabled={taskId === '' || start.isPending} className="w-full">
        <PlayIcon className="size-4" />
        {t({ id: 'timer.form.start', defaultMessage: 'Start' })}
      </Button>
    </form>
  );
}
