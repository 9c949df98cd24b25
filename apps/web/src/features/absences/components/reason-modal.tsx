import { defineMessages, MAX_TEXT_LENGTH, type Absence } from '@portal/contract';
import { Modal, ModalFormActions } from '../../../components/ui/modal.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useSchemaForm } from '../../../lib/form-fields.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { absencePeriod } from '../absence-rules.ts';
import { useCancelAbsence } from '../api/cancel-absence.ts';
import { useDecideAbsence } from '../api/decide-absence.ts';
import { CancelFormSchema, RejectFormSchema } from '../decision-form-schema.ts';
import { absenceTypeName } from '../../../lib/absence-day.ts';

/** A step on someone else's absence that takes a reason: rejecting a request, or cancelling an approved absence. */
export interface ReasonedStep {
  kind: 'reject' | 'cancel';
  absence: Absence;
}

const TITLES = defineMessages({
  reject: { id: 'absences.reject.title', defaultMessage: 'Reject absence' },
  cancel: { id: 'absences.cancel.title', defaultMessage: 'Cancel absence' },
});

/** Whose absence it is, what and when, then what the step asks for. */
const ASKS = defineMessages({
  reject: {
    id: 'absences.reject.ask',
    defaultMessage: '{person}: {type}, {period}. Tell them why the request is rejected.',
  },
  cancel: {
    id: 'absences.cancel.ask',
    defaultMessage: '{person}: {type}, {period}. Say why it is cancelled, if you like.',
  },
});

/** The modal 'Reject absence' (a reason is required) or 'Cancel absence' (a reason is optional). */
export function ReasonModal({ step, onClose }: { step: ReasonedStep | null; onClose: () => void }) {
  return (
    <Modal title={step ? t(TITLES[step.kind]) : ''} isOpen={step !== null} onClose={onClose}>
      {step ? <ReasonForm step={step} onClose={onClose} /> : null}
    </Modal>
  );
}

function ReasonForm({ step, onClose }: { step: ReasonedStep; onClose: () => void }) {
  const decide = useDecideAbsence();
  const cancel = useCancelAbsence();
  const change = step.kind === 'reject' ? decide : cancel;
  const title = t(TITLES[step.kind]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(step.kind === 'reject' ? RejectFormSchema : CancelFormSchema, { reason: '' });
  const { absence } = step;

  const handleConfirm = handleSubmit(({ reason }) => {
    if (step.kind === 'reject') {
      decide.mutate({ absence, decision: 'reject', reason }, { onSuccess: onClose });
    } else {
      cancel.mutate({ absence, reason }, { onSuccess: onClose });
    }
  });

  return (
    <form noValidate onSubmit={handleConfirm} className="space-y-5">
      <p className="text-sm text-gray-600 dark:text-gray-400">
        {t(ASKS[step.kind], {
          person: absence.userName,
          type: absenceTypeName(absence.type),
          period: absencePeriod(absence),
        })}
      </p>
      <TextareaField
        id="absence-reason"
        label={t({ id: 'absences.reason', defaultMessage: 'Reason' })}
        required={step.kind === 'reject'}
        maxLength={MAX_TEXT_LENGTH}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <ModalFormActions onCancel={onClose} submitLabel={title} isSubmitting={change.isPending} />
    </form>
  );
}
