import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  DEFAULT_TEAM_SIZE,
  MAX_NAME_LENGTH,
  MAX_TEAM_SIZE,
  MAX_TEXT_LENGTH,
  PROJECT_COLORS,
  PROJECT_STATUSES,
  DATE_INVALID_MESSAGE,
  type Project,
} from '@portal/contract';
import { DateRangeFields } from '../../../components/ui/date-field.tsx';
import { EstimateField } from '../../../components/ui/estimate-field.tsx';
import { FormAlert, sharedAlert } from '../../../components/ui/form-alert.tsx';
import { Modal, ModalFormActions } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useSchemaForm } from '../../../lib/form-fields.ts';
import { canManage, readSession } from '../../../lib/session.ts';
import { useClients } from '../../../lib/queries/get-clients.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { useAddProject } from '../api/add-project.ts';
import { useUpdateProject } from '../api/update-project.ts';
import { PROJECT_STATUS_NAMES, PROJECT_TEXTS } from '../messages.ts';
import {
  budgetOfForm,
  newProjectForm,
  PROJECT_FORM_MESSAGES,
  projectFormOf,
  ProjectFormSchema,
} from '../project-form-schema.ts';
import { useMoneyView } from '../../../lib/queries/use-money-view.ts';
import { currencyDigits } from '../../../lib/money.ts';
import { currencySymbol } from '../../../lib/i18n/format.ts';
import { PROJECT_COLOR_NAMES } from '../../../lib/project-colors.ts';
import { checkboxClass } from '../../../components/ui/checkbox.ts';

const REQUIRED_ERROR_ID = 'project-form-required';

function ProjectForm({ project, onClose }: { project: Project | null; onClose: () => void }) {
  const addProject = useAddProject();
  const updateProject = useUpdateProject();
  const money = useMoneyView();
  const digits = currencyDigits(money.currency);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useSchemaForm(ProjectFormSchema, project ? projectFormOf(project, digits) : newProjectForm());
  // Name and description share the one message the spec has for them.
  const required = sharedAlert(REQUIRED_ERROR_ID, errors, ['name', 'description']);
  const isSaving = addProject.isPending || updateProject.isPending;

  const handleSave = handleSubmit(({ budgetPeriod, budgetAmount, color, ...fields }) => {
    const budget = budgetOfForm({ budgetPeriod, budgetAmount }, digits);
    if (budget === 'too-precise' || budget === 'invalid') {
      const message =
        budget === 'invalid' ? PROJECT_FORM_MESSAGES.budgetInvalid : PROJECT_FORM_MESSAGES.budgetTooPrecise;
      setError('budgetAmount', { message: message.defaultMessage });
      return;
    }
    // Who may not see money sends no budget, so the project keeps the one it has.
    const body = { ...fields, color: color || null, ...(money.seesMoney ? { budget } : {}) };
    if (project) updateProject.mutate({ projectId: project.id, ...body }, { onSuccess: onClose });
    else addProject.mutate(body, { onSuccess: onClose });
  });

  return (
    <form noValidate onSubmit={handleSave} className="space-y-5">
      <TextField
        id="project-name"
        label={t({ id: 'projects.form.name', defaultMessage: 'Project Name' })}
        maxLength={MAX_NAME_LENGTH}
        required
        {...register('name')}
        {...required.fieldProps('name')}
      />
      <TextareaField
        id="project-description"
        label={t({ id: 'projects.form.description', defaultMessage: 'Description' })}
        maxLength={MAX_TEXT_LENGTH}
        required
        {...register('description')}
        {...required.fieldProps('description')}
      />
      <SelectField
        id="project-status"
        label={t({ id: 'projects.form.status', defaultMessage: 'Status' })}
        options={PROJECT_STATUSES.map((status) => ({
          value: status,
          label: t(PROJECT_STATUS_NAMES[status]),
        }))}
        {...register('status')}
      />
      <DateRangeFields
        control={control}
        start={{
          name: 'startDate',
          id: 'project-start-date',
          label: t({ id: 'projects.form.start-date', defaultMessage: 'Start Date' }),
        }}
        end={{
          name: 'endDate',
          id: 'project-end-date',
          label: t({ id: 'projects.form.end-date', defaultMessage: 'End Date' }),
        }}
        invalidMessage={t(DATE_INVALID_MESSAGE)}
      />
      <TextField
        id="project-team-size"
        label={t({ id: 'projects.form.team-size', defaultMessage: 'Team Size' })}
        type="number"
        inputMode="numeric"
        min={DEFAULT_TEAM_SIZE}
        max={MAX_TEAM_SIZE}
        step={1}
        error={errors.teamSize?.message}
        {...register('teamSize')}
      />
      <EstimateField
        id="project-estimate"
        label={t({ id: 'projects.form.estimate', defaultMessage: 'Estimate (hours)' })}
        error={errors.estimateHours?.message}
        {...register('estimateHours')}
      />
      <ClientField registration={register('clientId')} />
      <label className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
        <input type="checkbox" className={checkboxClass} {...register('billable')} />
        {t(PROJECT_TEXTS.billable)}
      </label>
      <SelectField
        id="project-color"
        label={t(PROJECT_TEXTS.color)}
        options={[
          { value: '', label: t(PROJECT_TEXTS.defaultColor) },
          ...PROJECT_COLORS.map((color) => ({ value: color, label: t(PROJECT_COLOR_NAMES[color]) })),
        ]}
        {...register('color')}
      />
      {money.seesMoney ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="project-budget-period"
            label={t(PROJECT_TEXTS.budget)}
            options={[
              { value: '', label: t(PROJECT_TEXTS.noBudget) },
              { value: 'total', label: t(PROJECT_TEXTS.budgetTotal) },
              { value: 'monthly', label: t(PROJECT_TEXTS.budgetMonthly) },
            ]}
            {...register('budgetPeriod')}
          />
          {watch('budgetPeriod') === '' ? null : (
            <TextField
              id="project-budget-amount"
              label={t(PROJECT_TEXTS.budgetAmount, { currency: currencySymbol(money.currency) })}
              inputMode="decimal"
              error={errors.budgetAmount?.message}
              {...register('budgetAmount')}
            />
          )}
        </div>
      ) : null}
      <FormAlert {...required.alert} />
      <ModalFormActions
        onCancel={onClose}
        submitLabel={
          project
            ? t({ id: 'projects.form.save', defaultMessage: 'Save Changes' })
            : addProject.isPending
              ? t({ id: 'projects.form.adding', defaultMessage: 'Adding...' })
              : t(PROJECT_TEXTS.addProject)
        }
        isSubmitting={isSaving}
      />
    </form>
  );
}

/**
 * The project's client, after the spec's fields, for Managers and Admins, who manage the clients; a
 * User's form keeps the project's client as it is.
 */
function ClientField({ registration }: { registration: UseFormRegisterReturn<'clientId'> }) {
  const session = readSession();
  const mayChoose = session !== null && canManage(session.userRole);
  const clients = useClients({ enabled: mayChoose });
  // Shown once the clients have come, so that the select starts at the project's own.
  if (!mayChoose || !clients.data) return null;
  return (
    <SelectField
      id="project-client"
      label={t(PROJECT_TEXTS.client)}
      options={[
        { value: '', label: t({ id: 'projects.form.no-client', defaultMessage: 'No client' }) },
        ...clients.data.map((client) => ({ value: client.id, label: client.name })),
      ]}
      {...registration}
    />
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
    <Modal
      title={
        project
          ? t({ id: 'projects.form.edit-title', defaultMessage: 'Edit Project' })
          : t({ id: 'projects.form.add-title', defaultMessage: 'Add New Project' })
      }
      isOpen={isOpen}
      onClose={onClose}
    >
      <ProjectForm project={project} onClose={onClose} />
    </Modal>
  );
}
