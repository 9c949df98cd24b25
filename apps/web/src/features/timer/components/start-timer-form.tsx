import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { WorkPicker } from '../../../components/work-picker/work-picker.tsx';
import { today } from '../../../lib/dates.ts';
import { bindFields, useSchemaForm } from '../../../lib/form-fields.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { useStartTimer } from '../api/start-timer.ts';
import { NO_TIMER_WORK, TimerFormSchema } from '../timer-form-schema.ts';
import { PlayIcon } from './timer-icons.tsx';

/**
 * The header timer's 'Start a timer' panel: a project and task found by typing, and a description.
 * `willFocus` says, before the start is asked for, that the running timer's Stop takes the keyboard
 * (null again when the start fails).
 */
export function StartTimerForm({ willFocus }: { willFocus: (next: 'stop' | null) => void }) {
  const start = useStartTimer();
  const form = useSchemaForm(TimerFormSchema, NO_TIMER_WORK);
  const { control, setValue, setFocus, handleSubmit } = form;
  const taskId = useWatch({ control, name: 'taskId' });
  const id = useId();
  const field = bindFields(form, { idPrefix: `${id}-` });

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
      <WorkPicker
        autoFocus
        onPick={(picked) => {
          setValue('projectId', picked.projectId);
          setValue('taskId', picked.taskId);
          setFocus('description');
        }}
      />
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
