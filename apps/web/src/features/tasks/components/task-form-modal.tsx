import {
  MAX_NAME_LENGTH,
  TASK_MESSAGES,
  TASK_STATUSES,
  DATE_INVALID_MESSAGE,
  defineMessages,
  type Task,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { DateRangeFields } from '../../../components/ui/date-field.tsx';
import { EstimateField } from '../../../components/ui/estimate-field.tsx';
import { FormAlert, sharedAlert } from '../../../components/ui/form-alert.tsx';
import { Modal, ModalFormActions } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSchemaForm } from '../../../lib/form-fields.ts';
import { t } from '../../../lib/i18n/intl.ts';

const TASK_BILLABLE_NAMES = defineMessages({
  project: { id: 'tasks.form.billable.project', defaultMessage: 'As its project' },
  yes: { id: 'tasks.form.billable.yes', defaultMessage: 'Billable' },
  no: { id: 'tasks.form.billable.no', defaultMessage: 'Not billable' },
});
import { allProjectsQueryOptions } from '../../../lib/queries/get-all-projects.ts';
import { useAddTask } from '../api/add-task.ts';
import { useUpdateTask } from '../api/update-task.ts';
import { TASK_STATUS_NAMES, TASK_TEXTS } from '../messages.ts';
import { projectChoices } from '../project-choices.ts';
import { newTaskForm, TASK_BILLABLE_CHOICES, taskFormOf, taskFormSchema } from '../task-form-schema.ts';

const REQUIRED_ERROR_ID = 'task-form-required';

function TaskForm({ task, onClose }: { task: Task | null; onClose: () => void }) {
  const addTask = useAddTask();
  const updateTask = useUpdateTask();
  const projects = useQuery({ ...allProjectsQueryOptions(), select: projectChoices });
  const schema = useMemo(
    () =>
      taskFormSchema(
        task ? TASK_MESSAGES.editRequired.defaultMessage : TASK_MESSAGES.addRequired.defaultMessage,
        projects.data ?? [],
      ),
    [task, projects.data],
  );
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(schema, task ? taskFormOf(task) : newTaskForm());
  // Title and project share the one message the spec has for them.
  const required = sharedAlert(REQUIRED_ERROR_ID, errors, ['title', 'projectId']);

  const handleSave = handleSubmit((fields) => {
    if (task) updateTask.mutate({ taskId: task.id, ...fields }, { onSuccess: onClose });
    else addTask.mutate(fields, { onSuccess: onClose });
  });

  return (
    // The form checks itself (spec §5), so the browser's own bubbles stay away.
    <form noValidate onSubmit={handleSave} className="space-y-5">
      <TextField
        id="task-title"
        label={t({ id: 'tasks.form.title', defaultMessage: 'Task Title' })}
        maxLength={MAX_NAME_LENGTH}
        required
        {...register('title')}
        {...required.fieldProps('title')}
      />
      {/* Controlled, so that the task's project shows once the choices arrive after the form. */}
      <Controller
        control={control}
        name="projectId"
        render={({ field }) => (
          <SelectField
            id="task-project"
            label={t(TASK_TEXTS.project)}
            placeholder={t({ id: 'tasks.form.project-placeholder', defaultMessage: 'Select a project' })}
            options={(projects.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
            required
            {...field}
            {...required.fieldProps('projectId')}
          />
        )}
      />
      <SelectField
        id="task-status"
        label={t(TASK_TEXTS.status)}
        options={TASK_STATUSES.map((status) => ({ value: status, label: t(TASK_STATUS_NAMES[status]) }))}
        {...register('status')}
      />
      <DateRangeFields
        control={control}
        start={{ name: 'startDate', id: 'task-start-date', label: t(TASK_TEXTS.startDate) }}
        end={{ name: 'dueDate', id: 'task-due-date', label: t(TASK_TEXTS.dueDate) }}
        invalidMessage={t(DATE_INVALID_MESSAGE)}
      />
      <EstimateField
        id="task-estimate"
        label={t({ id: 'tasks.form.estimate', defaultMessage: 'Estimate (hours)' })}
        error={errors.estimateHours?.message}
        {...register('estimateHours')}
      />
      <SelectField
        id="task-billable"
        label={t({ id: 'tasks.form.billable', defaultMessage: 'Billable' })}
        options={TASK_BILLABLE_CHOICES.map((choice) => ({
          value: choice,
          label: t(TASK_BILLABLE_NAMES[choice]),
        }))}
        {...register('billable')}
      />
      <FormAlert {...required.alert} />
      <ModalFormActions
        onCancel={onClose}
        submitLabel={
          task ? t({ id: 'tasks.form.save', defaultMessage: 'Save Changes' }) : t(TASK_TEXTS.addTask)
        }
        isSubmitting={addTask.isPending || updateTask.isPending}
      />
    </form>
  );
}

/** 'Add New Task' when `task` is null, otherwise 'Edit Task' for it. */
export function TaskFormModal({
  isOpen,
  task,
  onClose,
}: {
  isOpen: boolean;
  task: Task | null;
  onClose: () => void;
}) {
  return (
    <Modal
      title={
        task
          ? t({ id: 'tasks.form.edit-title', defaultMessage: 'Edit Task' })
          : t({ id: 'tasks.form.add-title', defaultMessage: 'Add New Task' })
      }
      isOpen={isOpen}
      onClose={onClose}
    >
      <TaskForm task={task} onClose={onClose} />
    </Modal>
  );
}
