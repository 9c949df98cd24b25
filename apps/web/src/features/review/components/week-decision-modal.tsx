import { MAX_TEXT_LENGTH, defineMessages } from '@portal/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Modal, ModalActions } from '../../../components/ui/modal.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useSchemaForm } from '../../../lib/form-fields.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { validationText } from '../../../lib/i18n/refusals.ts';
import { weekRangeLabel } from '../../../lib/week.ts';
import { useRejectWeek } from '../api/reject-week.ts';
import { useReopenWeek } from '../api/reopen-week.ts';
import { WeekDecisionFormSchema } from '../week-decision-form-schema.ts';

/** A decision on someone's week that needs a reason: sending it back, or opening it again. */
export interface ReasonedDecision {
  kind: 'reject' | 'reopen';
  userId: string;
  name: string;
}

const messages = defineMessages({
  rejectTitle: { id: 'review.decision.reject-title', defaultMessage: 'Reject week' },
  rejectAsk: {
    id: 'review.decision.reject-ask',
    defaultMessage: 'Tell {name} what to fix in the week of {range}.',
  },
  reopenTitle: { id: 'review.decision.reopen-title', defaultMessage: 'Reopen week' },
  reopenAsk: {
    id: 'review.decision.reopen-ask',
    defaultMessage: "Say why {name}'s approved week of {range} opens again.",
  },
  reason: { id: 'review.decision.reason', defaultMessage: 'Reason' },
  cancel: { id: 'review.decision.cancel', defaultMessage: 'Cancel' },
});

const WORDING = {
  reject: { title: messages.rejectTitle, ask: messages.rejectAsk },
  reopen: { title: messages.reopenTitle, ask: messages.reopenAsk },
} as const;

/** The modal 'Reject week' or 'Reopen week', asking for the reason the user will see. */
export function WeekDecisionModal({
  decision,
  weekStart,
  onClose,
}: {
  decision: ReasonedDecision | null;
  weekStart: string;
  onClose: () => void;
}) {
  return (
    <Modal
      title={decision ? t(WORDING[decision.kind].title) : ''}
      isOpen={decision !== null}
      onClose={onClose}
    >
      {decision ? <WeekDecisionForm decision={decision} weekStart={weekStart} onClose={onClose} /> : null}
    </Modal>
  );
}

function WeekDecisionForm({
  decision,
  weekStart,
  onClose,
}: {
  decision: ReasonedDecision;
  weekStart: string;
  onClose: () => void;
}) {
  const reject = useRejectWeek();
  const reopen = useReopenWeek();
  const change = decision.kind === 'reject' ? reject : reopen;
  const wording = WORDING[decision.kind];
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(WeekDecisionFormSchema, { reason: '' }, { shouldFocusError: false });
  const error = errors.reason?.message ? validationText(errors.reason.message) : undefined;

  const handleDecide = handleSubmit(({ reason }) =>
    change.mutate({ userId: decision.userId, weekStart, reason }, { onSuccess: onClose }),
  );

  return (
    // The form checks itself, so the browser's own bubbles stay away.
    <form noValidate onSubmit={handleDecide} className="space-y-5">
      <p className="text-sm text-gray-600 dark:text-gray-400">
        {t(wording.ask, { name: decision.name, range: weekRangeLabel(weekStart) })}
      </p>
      <TextareaField
        id="week-decision-reason"
        label={t(messages.reason)}
        required
        maxLength={MAX_TEXT_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'week-decision-reason-error' : undefined}
        {...register('reason')}
      />
      {error ? (
        <p
          id="week-decision-reason-error"
          role="alert"
          className="text-sm text-error-600 dark:text-error-400"
        >
          {error}
        </p>
      ) : null}
      <ModalActions>
        <Button variant="outline" onClick={onClose}>
          {t(messages.cancel)}
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {t(wording.title)}
        </Button>
      </ModalActions>
    </form>
  );
}
