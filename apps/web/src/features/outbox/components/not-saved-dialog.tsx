import { api } from '@portal/contract';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { refusalText, validationText } from '../../../lib/i18n/refusals.ts';
import type { QueuedChange } from '../../../lib/outbox/changes.ts';
import { currentOwner, loadOutbox, useOutboxCounts } from '../../../lib/outbox/outbox.ts';
import { useAllProjects } from '../../../lib/queries/get-all-projects.ts';
import { useAllTasks } from '../../../lib/queries/get-all-tasks.ts';
import { describeChange, EDITABLE_PATHS, type Names } from '../describe-change.ts';
import { OUTBOX_MESSAGES } from '../messages.ts';

/** The signed-in person's refused changes, read again whenever the outbox's counts change. */
function useRefusedChanges(): QueuedChange[] | undefined {
  const counts = useOutboxCounts();
  const [refused, setRefused] = useState<QueuedChange[]>();
  useEffect(() => {
    const owner = currentOwner();
    if (!owner) return;
    let current = true;
    void loadOutbox()
      .then(({ changes }) => changes.list(owner))
      .then((rows) => {
        if (current) setRefused(rows.filter((row) => row.state === 'refused'));
      });
    return () => {
      current = false;
    };
  }, [counts.pending, counts.refused]);
  return refused;
}

function useNames(): Names {
  const projects = useAllProjects();
  const tasks = useAllTasks();
  return useMemo(() => {
    const projectNames = new Map((projects.data ?? []).map((project) => [project.id, project.name]));
    const byId = new Map((tasks.data ?? []).map((task) => [task.id, task]));
    return {
      project: (id) => projectNames.get(id),
      task: (id) => byId.get(id)?.title,
      projectOfTask: (id) => byId.get(id)?.projectId,
    };
  }, [projects.data, tasks.data]);
}

const reasonOf = (change: QueuedChange) =>
  refusalText(new ApiError(change.status ?? 400, change.msg ?? '', change.code, change.params)) ||
  t(OUTBOX_MESSAGES.refusedWithoutReason);

/**
 * 'Not saved': the changes made without a network that the server refused when they arrived, each
 * in words with the server's reason, to fix (a day's hours: its date and hours, sent again) or to
 * discard after a confirmation. Nothing leaves this list unless its owner says so.
 */
export function NotSavedDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const refused = useRefusedChanges();
  const names = useNames();
  const [editing, setEditing] = useState<number | null>(null);

  return (
    <Modal title={t(OUTBOX_MESSAGES.notSavedTitle)} isOpen={isOpen} onClose={onClose}>
      <p className="mb-4 text-sm text-gray-600 dark:text-gray-400">{t(OUTBOX_MESSAGES.notSavedIntro)}</p>
      {refused && refused.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t(OUTBOX_MESSAGES.nothingLeft)}</p>
      ) : null}
      <ul className="space-y-3">
        {(refused ?? []).map((change) => (
          <NotSavedItem
            key={change.seq}
            change={change}
            names={names}
            isEditing={editing === change.seq}
            onEdit={(isEditing) => setEditing(isEditing ? change.seq : null)}
          />
        ))}
      </ul>
    </Modal>
  );
}

function NotSavedItem({
  change,
  names,
  isEditing,
  onEdit,
}: {
  change: QueuedChange;
  names: Names;
  isEditing: boolean;
  onEdit: (isEditing: boolean) => void;
}) {
  const describedId = useId();
  const description = describeChange(change, names);

  const handleDiscard = async () => {
    if (!window.confirm(t(OUTBOX_MESSAGES.confirmDiscard))) return;
    await (await loadOutbox()).changes.remove(change);
  };

  return (
    <li className="rounded-lg border border-gray-200 p-4 dark:border-gray-800">
      <p id={describedId} className="text-sm font-medium text-gray-800 dark:text-white/90">
        {description}
      </p>
      <p className="mt-1 text-sm text-error-600 dark:text-error-400">{reasonOf(change)}</p>
      {isEditing ? (
        <EditChange change={change} onDone={() => onEdit(false)} />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          {EDITABLE_PATHS.has(change.path) ? (
            <Button variant="outline" aria-describedby={describedId} onClick={() => onEdit(true)}>
              {t(OUTBOX_MESSAGES.edit)}
            </Button>
          ) : null}
          <Button variant="outline" aria-describedby={describedId} onClick={() => void handleDiscard()}>
            {t(OUTBOX_MESSAGES.discard)}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * Fixes a day's hours: the date and hours, checked with the endpoint's own schema and then kept
 * again as a new change, sent after those already waiting.
 */
function EditChange({ change, onDone }: { change: QueuedChange; onDone: () => void }) {
  const ids = useId();
  const [date, setDate] = useState(String(change.input.date ?? ''));
  const [hours, setHours] = useState(String(change.input.hours ?? ''));
  const [problem, setProblem] = useState<{ field: string; text: string } | null>(null);
  const endpoint =
    change.path === api.timesheet.addTimeEntry.path ? api.timesheet.addTimeEntry : api.timesheet.setDayHours;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { ...change.input, date, hours: Number(hours) };
    const checked = endpoint.input.safeParse({ ...input, tenantId: change.tenantId });
    if (!checked.success) {
      const [first] = checked.error.issues;
      setProblem({ field: String(first?.path[0] ?? ''), text: validationText(first?.message ?? '') });
      return;
    }
    const outbox = await loadOutbox();
    await outbox.changes.revise(change, input, newIdempotencyKey());
    onDone();
    void outbox.sendNow();
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="mt-3 space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={`${ids}-date`}
          label={t(OUTBOX_MESSAGES.date)}
          type="date"
          required
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={problem?.field === 'date' ? problem.text : undefined}
        />
        <TextField
          id={`${ids}-hours`}
          label={t(OUTBOX_MESSAGES.hours)}
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          required
          value={hours}
          onChange={(event) => setHours(event.target.value)}
          error={problem && problem.field !== 'date' ? problem.text : undefined}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{t(OUTBOX_MESSAGES.send)}</Button>
        <Button variant="outline" onClick={onDone}>
          {t(OUTBOX_MESSAGES.cancel)}
        </Button>
      </div>
    </form>
  );
}
