import { TASK_MESSAGES, TASK_STATUS_LABELS, TASK_STATUSES, type Task } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { Modal, ModalActions } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAddTask } from '../api/add-task.ts';
import { useProjectChoices } from '../api/get-project-choices.ts';
import { useUpdateTask } from '../api/update-task.ts';
import {
  newTaskForm,
  taskFormOf,
  validateTaskForm,
  type TaskFormField,
  type TaskFormValues,
} from '../task-form.ts';

const STATUS_OPTIONS = TASK_STATUSES.map((status) => ({ value: status, label: TASK_STATUS_LABELS[status] }));
const REQUIRED_ERROR_ID = 'task-form-required';
const FIELD_IDS: Record<TaskFormField, string> = { title: 'task-title', projectId: 'task-project' };

function TaskForm({ task, onClose }: { task: Task | null; onClose: () => void }) {
  const addTask = useAddTask();
  const updateTask = useUpdateTask();
  const projects = useProjectChoices();
  const [values, setValues] = useState<TaskFormValues>(() => (task ? taskFormOf(task) : newTaskForm()));
  const [error, setError] = useState<{ message: string; missing: TaskFormField[] }>();

  const set = <K extends keyof TaskFormValues>(key: K, value: TaskFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const requiredProps = (field: TaskFormField) =>
    error?.missing.includes(field)
      ? { 'aria-invalid': true, 'aria-describedby': REQUIRED_ERROR_ID }
      : { 'aria-invalid': undefined, 'aria-describedby': undefined };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = task ? TASK_MESSAGES.editRequired : TASK_MESSAGES.addRequired;
    const validation = validateTaskForm(values, message, projects.data ?? []);
    if (!validation.ok) {
      setError({ message: validation.message, missing: validation.missing });
      const [first] = validation.missing;
      if (first) document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    setError(undefined);
    const closeIfSaved = { onSuccess: (saved: boolean) => saved && onClose() };
    if (task) updateTask.mutate({ taskId: task.id, ...validation.fields }, closeIfSaved);
    else addTask.mutate(validation.fields, closeIfSaved);
  };

  return (
    // The form checks itself (spec §5), so the browser's own bubbles stay away.
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <TextField
        id={FIELD_IDS.title}
        label="Task Title"
        value={values.title}
        onChange={(event) => set('title', event.target.value)}
        required
        {...requiredProps('title')}
      />
      <SelectField
        id={FIELD_IDS.projectId}
        label="Project"
        placeholder="Select a project"
        options={(projects.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
        value={values.projectId}
        onChange={(event) => set('projectId', event.target.value)}
        required
        {...requiredProps('projectId')}
      />
      <SelectField
        id="task-status"
        label="Status"
        options={STATUS_OPTIONS}
        value={values.status}
        onChange={(event) => {
          const status = TASK_STATUSES.find((known) => known === event.target.value);
          if (status) set('status', status);
        }}
      />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <DateField
          id="task-start-date"
          label="Start Date"
          value={values.startDate}
          onChange={(date) => set('startDate', date)}
        />
        <DateField
          id="task-due-date"
          label="Due Date"
          value={values.dueDate}
          onChange={(date) => set('dueDate', date)}
        />
      </div>
      {error ? (
        <p id={REQUIRED_ERROR_ID} role="alert" className="text-sm text-error-600 dark:text-error-400">
          {error.message}
        </p>
      ) : null}
      <ModalActions>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={addTask.isPending || updateTask.isPending}>
          {task ? 'Save Changes' : 'Add Task'}
        </Button>
      </ModalActions>
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
    <Modal title={task ? 'Edit Task' : 'Add New Task'} isOpen={isOpen} onClose={onClose}>
      <TaskForm task={task} onClose={onClose} />
    </Modal>
  );
}
