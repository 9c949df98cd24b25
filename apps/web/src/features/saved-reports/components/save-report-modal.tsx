import { MAX_NAME_LENGTH } from '@portal/contract';
import { Modal, ModalFormActions } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSchemaForm } from '../../../lib/form-fields.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { useSaveReport } from '../api/save-report.ts';
import { SAVED_REPORT_MESSAGES } from '../messages.ts';
import { SaveFormSchema } from '../saved-report-forms.ts';
import { checkboxClass } from './styles.ts';

function SaveReportForm({ state, onClose }: { state: string; onClose: () => void }) {
  const saveReport = useSaveReport();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(SaveFormSchema, { name: '', shared: false });

  const handleSave = handleSubmit((fields) =>
    saveReport.mutate({ ...fields, state }, { onSuccess: onClose }),
  );

  return (
    <form noValidate onSubmit={handleSave} className="space-y-5">
      <TextField
        id="saved-report-name"
        label={t({ id: 'saved-reports.form.name', defaultMessage: 'Name' })}
        maxLength={MAX_NAME_LENGTH}
        autoComplete="off"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <label className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
        <input type="checkbox" className={checkboxClass} {...register('shared')} />
        {t({
          id: 'saved-reports.form.shared',
          defaultMessage: 'Share with the Managers and Admins of the company',
        })}
      </label>
      <ModalFormActions
        onCancel={onClose}
        submitLabel={
          saveReport.isPending
            ? t({ id: 'saved-reports.form.saving', defaultMessage: 'Saving...' })
            : t(SAVED_REPORT_MESSAGES.save)
        }
        isSubmitting={saveReport.isPending}
      />
    </form>
  );
}

/** Names the report shown now (its address's `state`) and saves it. */
export function SaveReportModal({
  isOpen,
  state,
  onClose,
}: {
  isOpen: boolean;
  state: string;
  onClose: () => void;
}) {
  return (
    <Modal title={t(SAVED_REPORT_MESSAGES.save)} isOpen={isOpen} onClose={onClose}>
      {isOpen ? <SaveReportForm state={state} onClose={onClose} /> : null}
    </Modal>
  );
}
