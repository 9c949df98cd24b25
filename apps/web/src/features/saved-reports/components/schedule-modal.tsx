import { MAX_SCHEDULE_DAY_OF_MONTH, SCHEDULE_FORMATS, type SavedReport } from '@portal/contract';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, fieldErrorId } from '../../../components/ui/field-error.tsx';
import { Modal, ModalFormActions } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSchemaForm } from '../../../lib/form-fields.ts';
import { formatNumber, weekdayName } from '../../../lib/i18n/format.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { useEmployees } from '../../../lib/queries/get-employees.ts';
import { useUpdateSavedReport } from '../api/update-saved-report.ts';
import { SAVED_REPORT_MESSAGES } from '../messages.ts';
import { scheduleFormOf, ScheduleFormSchema } from '../saved-report-forms.ts';
import { checkboxClass } from './styles.ts';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];
const HOUR_OPTIONS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, '0')}:00`,
}));
const FORMAT_LABELS = { csv: 'CSV', pdf: 'PDF' } as const;
const RECIPIENTS_ID = 'saved-report-recipients';

function ScheduleForm({
  report,
  me,
  onClose,
}: {
  report: SavedReport;
  me: string | undefined;
  onClose: () => void;
}) {
  const update = useUpdateSavedReport();
  const employees = useEmployees();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(ScheduleFormSchema, scheduleFormOf(report, me));
  const frequency = useWatch({ control, name: 'frequency' });
  const fields = { name: report.name, state: report.state, shared: report.shared };

  const handleSave = handleSubmit((schedule) =>
    update.mutate({ savedReportId: report.id, ...fields, schedule }, { onSuccess: onClose }),
  );
  const handleRemove = () =>
    update.mutate({ savedReportId: report.id, ...fields, schedule: null }, { onSuccess: onClose });

  const dayOptions =
    frequency === 'weekly'
      ? WEEKDAYS.map((day) => ({ value: String(day), label: weekdayName(day) }))
      : Array.from({ length: MAX_SCHEDULE_DAY_OF_MONTH }, (_, index) => ({
          value: String(index + 1),
          label: formatNumber(index + 1),
        }));

  return (
    <form noValidate onSubmit={handleSave} className="space-y-5">
      <p className="text-sm text-gray-600 dark:text-gray-400">
        {t({
          id: 'saved-reports.schedule.hint',
          defaultMessage:
            "Sent by email in the company's time zone: weekly for the week before, monthly for the month before. Each person gets what their role may see.",
        })}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id="saved-report-frequency"
          label={t({ id: 'saved-reports.schedule.frequency', defaultMessage: 'Frequency' })}
          options={[
            { value: 'weekly', label: t({ id: 'saved-reports.schedule.weekly', defaultMessage: 'Weekly' }) },
            {
              value: 'monthly',
              label: t({ id: 'saved-reports.schedule.monthly', defaultMessage: 'Monthly' }),
            },
          ]}
          {...register('frequency')}
        />
        {/* One select per frequency, so that each keeps its own choice when the other is shown. */}
        <SelectField
          key={frequency}
          id="saved-report-day"
          label={
            frequency === 'weekly'
              ? t({ id: 'saved-reports.schedule.weekday', defaultMessage: 'Day of the week' })
              : t({ id: 'saved-reports.schedule.day-of-month', defaultMessage: 'Day of the month' })
          }
          options={dayOptions}
          {...register(frequency === 'weekly' ? 'weekday' : 'dayOfMonth')}
        />
        <SelectField
          id="saved-report-hour"
          label={t({ id: 'saved-reports.schedule.hour', defaultMessage: 'Time' })}
          options={HOUR_OPTIONS}
          {...register('hour')}
        />
        <SelectField
          id="saved-report-format"
          label={t({ id: 'saved-reports.schedule.format', defaultMessage: 'File' })}
          options={SCHEDULE_FORMATS.map((format) => ({ value: format, label: FORMAT_LABELS[format] }))}
          {...register('format')}
        />
      </div>
      <fieldset aria-describedby={errors.recipients ? fieldErrorId(RECIPIENTS_ID) : undefined}>
        <legend className="mb-2 text-sm font-medium text-gray-700 dark:text-gray-300">
          {t({ id: 'saved-reports.schedule.recipients', defaultMessage: 'Send to' })}
        </legend>
        {employees.isPending ? (
          <Spinner
            label={t({ id: 'saved-reports.schedule.loading-people', defaultMessage: 'Loading people' })}
          />
        ) : (
          <div className="grid max-h-56 gap-2 overflow-y-auto sm:grid-cols-2">
            {(employees.data ?? []).map((person) => (
              <label
                key={person.id}
                className="flex items-center gap-2 text-sm text-gray-700 max-md:min-h-11 dark:text-gray-300"
              >
                <input
                  type="checkbox"
                  value={person.id}
                  className={checkboxClass}
                  {...register('recipients')}
                />
                {person.name}
              </label>
            ))}
          </div>
        )}
        <FieldError id={RECIPIENTS_ID} error={errors.recipients?.message} />
      </fieldset>
      {report.schedule ? (
        <Button variant="outline" onClick={handleRemove} disabled={update.isPending}>
          {t({ id: 'saved-reports.schedule.remove', defaultMessage: 'Remove schedule' })}
        </Button>
      ) : null}
      <ModalFormActions
        onCancel={onClose}
        submitLabel={t({ id: 'saved-reports.schedule.save', defaultMessage: 'Save schedule' })}
        isSubmitting={update.isPending}
      />
    </form>
  );
}

/** When and to whom `report` is sent by email, and in which file. */
export function ScheduleModal({
  report,
  me,
  onClose,
}: {
  report: SavedReport | null;
  me: string | undefined;
  onClose: () => void;
}) {
  return (
    <Modal
      title={report ? t(SAVED_REPORT_MESSAGES.scheduleTitle, { name: report.name }) : ''}
      isOpen={report !== null}
      onClose={onClose}
      size="lg"
    >
      {report ? <ScheduleForm key={report.id} report={report} me={me} onClose={onClose} /> : null}
    </Modal>
  );
}
