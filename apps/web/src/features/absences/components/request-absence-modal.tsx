import {
  ABSENCE_TYPES,
  isCalendarDate,
  MAX_TEXT_LENGTH,
  SELF_APPROVED_ABSENCE_TYPES,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { ControlledDateField } from '../../../components/ui/date-field.tsx';
import { Modal, ModalFormActions } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { today } from '../../../lib/dates.ts';
import { useSchemaForm } from '../../../lib/form-fields.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { workingTimeQueryOptions } from '../../../lib/queries/get-working-time.ts';
import {
  ABSENCE_FORM_MESSAGES,
  AbsenceFormSchema,
  newAbsenceForm,
  offersHalfDay,
} from '../absence-form-schema.ts';
import { formatAbsenceDays } from '../absence-rules.ts';
import { useRequestAbsence } from '../api/request-absence.ts';
import { absenceTypeName } from '../../../lib/absence-day.ts';

/** The modal 'Request absence'; it starts as a vacation day today, each time it opens. */
export function RequestAbsenceModal({
  userId,
  isOpen,
  onClose,
}: {
  /** Whose vacation days left the form tells: the caller's. */
  userId: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      title={t({ id: 'absences.request', defaultMessage: 'Request absence' })}
      isOpen={isOpen}
      onClose={onClose}
    >
      <RequestAbsenceForm userId={userId} onClose={onClose} />
    </Modal>
  );
}

function RequestAbsenceForm({ userId, onClose }: { userId: string; onClose: () => void }) {
  const request = useRequestAbsence();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(AbsenceFormSchema, newAbsenceForm(today()));
  const [type, from, to] = useWatch({ control, name: ['type', 'from', 'to'] });
  const halfDayOffered = offersHalfDay(type, from, to);
  const year = from && isCalendarDate(from) ? from.slice(0, 4) : today().slice(0, 4);
  // A period of the year's last day carries that year's vacation account, and little else.
  const yearEnd = useQuery({
    ...workingTimeQueryOptions(userId, `${year}-12-31`, `${year}-12-31`),
    enabled: type === 'vacation',
  });
  const daysLeft = yearEnd.data?.vacation.remaining;

  const handleRequest = handleSubmit((absence) => request.mutate(absence, { onSuccess: onClose }));

  return (
    // The form checks itself, so the browser's own bubbles stay away.
    <form noValidate onSubmit={handleRequest} className="space-y-5">
      <SelectField
        id="absence-type"
        label={t({ id: 'absences.form.type', defaultMessage: 'Type' })}
        options={ABSENCE_TYPES.map((each) => ({ value: each, label: absenceTypeName(each) }))}
        required
        {...register('type')}
      />
      {SELF_APPROVED_ABSENCE_TYPES.includes(type) ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {t(
            {
              id: 'absences.form.self-approved',
              defaultMessage: '{type} is recorded at once, without approval.',
            },
            { type: absenceTypeName(type) },
          )}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <ControlledDateField
          control={control}
          name="from"
          id="absence-from"
          label={t({ id: 'absences.form.from', defaultMessage: 'From' })}
          required
          error={errors.from?.message}
          invalidMessage={ABSENCE_FORM_MESSAGES.dateInvalid}
        />
        <ControlledDateField
          control={control}
          name="to"
          id="absence-to"
          label={t({ id: 'absences.form.to', defaultMessage: 'To' })}
          required
          error={errors.to?.message}
          invalidMessage={ABSENCE_FORM_MESSAGES.dateInvalid}
        />
      </div>
      {type === 'vacation' && daysLeft !== undefined ? (
        <p className="text-sm text-gray-600 dark:text-gray-400" aria-live="polite">
          {t(
            { id: 'absences.form.days-left', defaultMessage: 'Vacation days left in {year}: {days}' },
            { year, days: formatAbsenceDays(daysLeft) },
          )}
        </p>
      ) : null}
      {halfDayOffered ? (
        <label className="flex items-center gap-2 text-sm text-gray-700 max-md:min-h-11 dark:text-gray-300">
          <input
            type="checkbox"
            className="size-4 rounded border-gray-300 accent-brand-500 dark:border-gray-700"
            {...register('halfDay')}
          />
          {t({ id: 'absences.form.half-day', defaultMessage: 'Half day' })}
        </label>
      ) : null}
      <TextareaField
        id="absence-note"
        label={t({ id: 'absences.form.note', defaultMessage: 'Note' })}
        maxLength={MAX_TEXT_LENGTH}
        error={errors.note?.message}
        {...register('note')}
      />
      <ModalFormActions
        onCancel={onClose}
        submitLabel={
          request.isPending
            ? t({ id: 'absences.form.sending', defaultMessage: 'Sending...' })
            : t({ id: 'absences.request', defaultMessage: 'Request absence' })
        }
        isSubmitting={request.isPending}
      />
    </form>
  );
}
