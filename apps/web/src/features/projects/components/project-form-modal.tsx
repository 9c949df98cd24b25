import { DEFAULT_TEAM_SIZE, PROJECT_STATUSES, type Project } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { Modal, ModalActions } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useAddProject } from '../api/add-project.ts';
import { useUpdateProject } from '../api/update-project.ts';
import {
  newProjectForm,
  projectFormOf,
  validateProjectForm,
  type ProjectFormErrors,
  type ProjectFormValues,
} from '../project-form.ts';

const STATUS_OPTIONS = PROJECT_STATUSES.map((status) => ({ value: status, label: status }));
const REQUIRED_ERROR_ID = 'project-form-required';
/** Form fields in screen order, for moving focus to the first one that needs attention. */
const FIELD_IDS = { name: 'project-name', description: 'project-description', teamSize: 'project-team-size' };

function ProjectForm({ project, onClose }: { project: Project | null; onClose: () => void }) {
  const addProject = useAddProject();
  const updateProject = useUpdateProject();
  const [values, setValues] = useState<ProjectFormValues>(() =>
    project ? projectFormOf(project) : newProjectForm(),
  );
  const [errors, setErrors] = useState<ProjectFormErrors>({});
  const requiredError = errors.name ?? errors.description;
  const isSaving = addProject.isPending || updateProject.isPending;

  const set = <K extends keyof ProjectFormValues>(key: K, value: ProjectFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const requiredProps = (field: 'name' | 'description') => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? REQUIRED_ERROR_ID : undefined,
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const validation = validateProjectForm(values);
    if (!validation.ok) {
      setErrors(validation.errors);
      const first = (Object.keys(FIELD_IDS) as (keyof typeof FIELD_IDS)[]).find(
        (field) => field in validation.errors,
      );
      if (first) document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    setErrors({});
    const closeIfSaved = { onSuccess: (saved: boolean) => saved && onClose() };
    if (project) updateProject.mutate({ projectId: project.id, ...validation.fields }, closeIfSaved);
    else addProject.mutate(validation.fields, closeIfSaved);
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <TextField
        id={FIELD_IDS.name}
        label="Project Name"
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        required
        {...requiredProps('name')}
      />
      <TextareaField
        id={FIELD_IDS.description}
        label="Description"
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
        required
        {...requiredProps('description')}
      />
      <SelectField
        id="project-status"
        label="Status"
        options={STATUS_OPTIONS}
        value={values.status}
        onChange={(event) => {
          const status = PROJECT_STATUSES.find((known) => known === event.target.value);
          if (status) set('status', status);
        }}
      />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <DateField
          id="project-start-date"
          label="Start Date"
          value={values.startDate}
          onChange={(date) => set('startDate', date)}
        />
        <DateField
          id="project-end-date"
          label="End Date"
          value={values.endDate}
          onChange={(date) => set('endDate', date)}
        />
      </div>
      <TextField
        id={FIELD_IDS.teamSize}
        label="Team Size"
        type="number"
        inputMode="numeric"
        min={DEFAULT_TEAM_SIZE}
        step={1}
        value={values.teamSize}
        onChange={(event) => set('teamSize', event.target.value)}
        error={errors.teamSize}
      />
      {requiredError ? (
        <p id={REQUIRED_ERROR_ID} role="alert" className="text-sm text-error-600 dark:text-error-400">
          {requiredError}
        </p>
      ) : null}
      <ModalActions>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving}>
          {project ? 'Save Changes' : addProject.isPending ? 'Adding...' : 'Add Project'}
        </Button>
      </ModalActions>
    </form>
  );
}

/** 'Add New Project' when `project` is null, otherwise 'Edit Project' for it. */
export function ProjectFormModal({
  isOpen,
  project,
  onClose,
}: {
  isOpen: boolean;
  project: Project | null;
  onClose: () => void;
}) {
  return (
    <Modal title={project ? 'Edit Project' : 'Add New Project'} isOpen={isOpen} onClose={onClose}>
      <ProjectForm project={project} onClose={onClose} />
    </Modal>
  );
}
