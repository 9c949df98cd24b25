import type { Absence } from '@portal/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { t } from '../../../lib/i18n/intl.ts';
import type { Viewer } from '../absence-rules.ts';
import { ApprovalsList } from './approvals-list.tsx';
import { OwnAbsences } from './own-absences.tsx';
import { ReasonModal, type ReasonedStep } from './reason-modal.tsx';
import { RequestAbsenceModal } from './request-absence-modal.tsx';
import { TeamSection } from './team-section.tsx';

/**
 * The caller's absences and 'Request absence'; for Managers and Admins also the approvals list and
 * the team calendar.
 */
export function AbsencesScreen({ viewer }: { viewer: Viewer }) {
  const [isRequesting, setIsRequesting] = useState(false);
  const [step, setStep] = useState<ReasonedStep | null>(null);
  const isReviewer = viewer.role !== 'User';

  return (
    <div className="space-y-8">
      <div className="flex justify-end">
        <Button onClick={() => setIsRequesting(true)}>
          <PlusIcon />
          {t({ id: 'absences.request', defaultMessage: 'Request absence' })}
        </Button>
      </div>
      <OwnAbsences />
      {isReviewer ? (
        <>
          <ApprovalsList onReject={(absence: Absence) => setStep({ kind: 'reject', absence })} />
          <TeamSection viewer={viewer} onCancelOthers={(absence) => setStep({ kind: 'cancel', absence })} />
          <ReasonModal step={step} onClose={() => setStep(null)} />
        </>
      ) : null}
      <RequestAbsenceModal
        userId={viewer.userId}
        isOpen={isRequesting}
        onClose={() => setIsRequesting(false)}
      />
    </div>
  );
}
