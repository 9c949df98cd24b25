import { ControlledDateField } from '../../../components/ui/date-field.tsx';
import { Modal, ModalFormActions } from '../../../components/ui/modal.tsx';
import { SelectField, type SelectOption } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSchemaForm } from '../../../lib/form-fields.ts';
import { currencySymbol } from '../../../lib/i18n/format.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { currencyDigits } from '../../../lib/money.ts';
import { useSetRate } from '../api/set-rate.ts';
import { RATE_KIND_NAMES, RATE_MESSAGES } from '../messages.ts';
import { newRateForm, rateFormSchema } from '../rate-form-schema.ts';

interface SetRateProps {
  currency: string;
  /** The people and projects a rate may price, beside everyone and all projects. */
  people: readonly SelectOption[];
  projects: readonly SelectOption[];
  suggestedStart: string;
  onClose: () => void;
}

function SetRateForm({ currency, people, projects, suggestedStart, onClose }: SetRateProps) {
  const save = useSetRate();
  const digits = currencyDigits(currency);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(rateFormSchema(digits), newRateForm(suggestedStart));

  const handleSave = handleSubmit((rate) => save.mutate(rate, { onSuccess: onClose }));

  return (
    <form noValidate onSubmit={handleSave} className="space-y-5">
      <p className="text-sm text-gray-600 dark:text-gray-400">
        {t({
          id: 'rates.form.hint',
          defaultMessage:
            'From the day it starts until the next rate of the same kind for the same person and project; earlier time keeps the rate it had.',
        })}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id="rate-kind"
          label={t({ id: 'rates.form.kind', defaultMessage: 'Kind' })}
          options={[
            { value: 'bill', label: t(RATE_KIND_NAMES.bill) },
            { value: 'cost', label: t(RATE_KIND_NAMES.cost) },
          ]}
          {...register('kind')}
        />
        <ControlledDateField
          control={control}
          name="validFrom"
          id="rate-valid-from"
          label={t({ id: 'rates.form.valid-from', defaultMessage: 'Valid from' })}
          required
          error={errors.validFrom?.message}
          invalidMessage={RATE_MESSAGES.validFromInvalid.defaultMessage}
        />
        <SelectField
          id="rate-person"
          label={t({ id: 'rates.form.person', defaultMessage: 'Person' })}
          options={[{ value: '', label: t(RATE_MESSAGES.everyone) }, ...people]}
          {...register('userId')}
        />
        <SelectField
          id="rate-project"
          label={t({ id: 'rates.form.project', defaultMessage: 'Project' })}
          options={[{ value: '', label: t(RATE_MESSAGES.allProjects) }, ...projects]}
          {...register('projectId')}
        />
      </div>
      <TextField
        id="rate-amount"
        label={t(
          { id: 'rates.form.amount', defaultMessage: 'Rate an hour ({currency})' },
          { currency: currencySymbol(currency) },
        )}
        inputMode="decimal"
        autoComplete="off"
        required
        error={errors.amount?.message}
        {...register('amount')}
      />
      <ModalFormActions
        onCancel={onClose}
        submitLabel={
          save.isPending
            ? t({ id: 'rates.form.saving', defaultMessage: 'Saving...' })
            : t(RATE_MESSAGES.setRate)
        }
        isSubmitting={save.isPending}
      />
    </form>
  );
}

/** The modal 'Set rate': a bill or cost rate from a day on, for everyone or a person, a project or all. */
export function SetRateModal({ isOpen, ...form }: SetRateProps & { isOpen: boolean }) {
  return (
    <Modal title={t(RATE_MESSAGES.setRate)} isOpen={isOpen} onClose={form.onClose} size="lg">
      {isOpen ? <SetRateForm {...form} /> : null}
    </Modal>
  );
}
