import { MAX_HOURS_PER_DAY } from '@portal/contract';
import { useWatch } from 'react-hook-form';
import { ControlledDateField } from '../../../components/ui/date-field.tsx';
import { labelClass } from '../../../components/ui/field-styles.ts';
import { Modal, ModalFormActions } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSchemaForm } from '../../../lib/form-fields.ts';
import { weekdayName } from '../../../lib/i18n/format.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { useSetWorkContract } from '../api/set-work-contract.ts';
import {
  CONTRACT_FORM_MESSAGES,
  ContractFormSchema,
  contractFormOf,
  FORM_WEEKDAYS,
} from '../contract-form-schema.ts';

interface AddContractProps {
  userId: string;
  name: string;
  defaults: { hoursPerWeekday: number[]; vacationDays: number };
  suggestedStart: string;
  onClose: () => void;
}

/** The modal 'Add contract': a person's expected hours and vacation from a day on. */
export function AddContractModal({ isOpen, ...form }: AddContractProps & { isOpen: boolean }) {
  return (
    <Modal
      title={t({ id: 'working-time.contract.add', defaultMessage: 'Add contract' })}
      isOpen={isOpen}
      onClose={form.onClose}
      size="lg"
    >
      <AddContractForm {...form} />
    </Modal>
  );
}

function AddContractForm({ userId, name, defaults, suggestedStart, onClose }: AddContractProps) {
  const save = useSetWorkContract();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(ContractFormSchema, contractFormOf(defaults, suggestedStart));
  const carryOver = useWatch({ control, name: 'carryOver' });

  const handleSave = handleSubmit((contract) => save.mutate({ userId, ...contract }, { onSuccess: onClose }));

  return (
    <form noValidate onSubmit={handleSave} className="space-y-5">
      <p className="text-sm text-gray-600 dark:text-gray-400">
        {t(
          {
            id: 'working-time.contract.add.hint',
            defaultMessage:
              'What {name} is expected to work and may take as vacation from the day it starts; earlier balances stay as they are.',
          },
          { name },
        )}
      </p>
      <ControlledDateField
        control={control}
        name="validFrom"
        id="contract-valid-from"
        label={t({ id: 'working-time.contract.valid-from', defaultMessage: 'Valid from' })}
        required
        error={errors.validFrom?.message}
        invalidMessage={CONTRACT_FORM_MESSAGES.validFromInvalid}
      />
      <fieldset>
        <legend className={labelClass}>
          {t({ id: 'working-time.contract.hours-per-weekday', defaultMessage: 'Hours per weekday' })}
        </legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
          {FORM_WEEKDAYS.map((weekday, index) => (
            <TextField
              key={weekday}
              id={`contract-hours-${weekday}`}
              label={weekdayName(weekday)}
              type="number"
              inputMode="decimal"
              min={0}
              max={MAX_HOURS_PER_DAY}
              step={0.25}
              required
              error={errors.hours?.[index]?.message}
              {...register(`hours.${index}`)}
            />
          ))}
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contract-vacation-days"
          label={t({ id: 'working-time.contract.vacation-days', defaultMessage: 'Vacation days per year' })}
          type="number"
          inputMode="decimal"
          min={0}
          max={366}
          step={0.5}
          required
          error={errors.vacationDays?.message}
          {...register('vacationDays')}
        />
        <div>
          <label className="mt-8 flex items-center gap-2 text-sm text-gray-700 max-md:min-h-11 dark:text-gray-300">
            <input
              type="checkbox"
              className="size-4 rounded border-gray-300 accent-brand-500 dark:border-gray-700"
              {...register('carryOver')}
            />
            {t({
              id: 'working-time.contract.carry-over',
              defaultMessage: 'Carry unused days over into the next year',
            })}
          </label>
        </div>
      </div>
      <TextField
        id="contract-carry-over-expires"
        label={t({
          id: 'working-time.contract.carry-over-expires',
          defaultMessage: 'Carried-over days expire on (MM-dd)',
        })}
        placeholder="03-31"
        autoComplete="off"
        disabled={!carryOver}
        error={errors.carryOverExpires?.message}
        {...register('carryOverExpires')}
      />
      <ModalFormActions
        onCancel={onClose}
        submitLabel={
          save.isPending
            ? t({ id: 'working-time.contract.saving', defaultMessage: 'Saving...' })
            : t({ id: 'working-time.contract.save', defaultMessage: 'Save contract' })
        }
        isSubmitting={save.isPending}
      />
    </form>
  );
}
