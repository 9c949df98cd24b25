import { MAX_TEXT_LENGTH, defineMessages } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal, ModalActions } from '../../../components/ui/modal.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useSchemaForm } from '../../../lib/form-fields.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { validationText } from '../../../lib/i18n/refusals.ts';
import { entryDescriptionQueryOptions } from '../api/get-entry-description.ts';
import { CellNoteFormSchema } from '../cell-note-form-schema.ts';
import { isPendingEntry, type TaskGridRow } from '../week-grid.ts';

const messages = defineMessages({
  title: {
    id: 'week-grid.note.title',
    defaultMessage: 'Note for {task} on {date}',
    description: 'date is the day as yyyy-MM-dd.',
  },
  label: { id: 'week-grid.note.label', defaultMessage: 'Note' },
  keys: { id: 'week-grid.note.keys', defaultMessage: 'Enter saves the note; Shift+Enter starts a new line.' },
  cancel: { id: 'week-grid.note.cancel', defaultMessage: 'Cancel' },
  save: { id: 'week-grid.note.save', defaultMessage: 'Save note' },
});

/** The cell whose note is open. */
export interface NoteTarget {
  row: TaskGridRow;
  day: number;
  date: string;
}

interface CellNoteModalProps {
  userId: string;
  target: NoteTarget | null;
  /** A note written for the cell while it held no hours, waiting for them. */
  waitingNote: string | undefined;
  onSave: (note: string) => void;
  onClose: () => void;
}

/**
 * The note of a week-grid cell: the description of its entry, sent with the cell's hours. Enter
 * saves, Shift+Enter starts a new line, Escape leaves it as it was.
 */
export function CellNoteModal({ userId, target, waitingNote, onSave, onClose }: CellNoteModalProps) {
  return (
    <Modal
      title={target ? t(messages.title, { task: target.row.name, date: target.date }) : ''}
      isOpen={target !== null}
      onClose={onClose}
    >
      {target ? (
        <NoteForm
          userId={userId}
          target={target}
          waitingNote={waitingNote}
          onSave={onSave}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function NoteForm({
  userId,
  target,
  waitingNote,
  onSave,
  onClose,
}: CellNoteModalProps & { target: NoteTarget }) {
  const id = useId();
  const [entryId] = target.row.cells[target.day]?.entryIds ?? [];
  // The Overview lists no descriptions; the one of a stored entry is looked up.
  const stored = useQuery({
    ...entryDescriptionQueryOptions(userId, {
      id: entryId ?? '',
      taskName: target.row.name,
      date: target.date,
    }),
    enabled: entryId !== undefined && !isPendingEntry(entryId),
  });
  const shown = { note: waitingNote ?? stored.data ?? '' };
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(CellNoteFormSchema, shown, {
    // The stored note may come after the form opened; what was typed meanwhile stays.
    values: shown,
    resetOptions: { keepDirtyValues: true },
  });

  return (
    <form noValidate onSubmit={handleSubmit(({ note }) => onSave(note))}>
      <TextareaField
        id={`${id}-note`}
        label={t(messages.label)}
        maxLength={MAX_TEXT_LENGTH}
        aria-busy={stored.isFetching || undefined}
        error={errors.note?.message ? validationText(errors.note.message) : undefined}
        {...register('note')}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.shiftKey) return;
          event.preventDefault();
          event.currentTarget.form?.requestSubmit();
        }}
      />
      <p className="mt-1.5 text-xs text-gray-600 dark:text-gray-400">{t(messages.keys)}</p>
      <ModalActions>
        <Button variant="outline" onClick={onClose}>
          {t(messages.cancel)}
        </Button>
        <Button type="submit">{t(messages.save)}</Button>
      </ModalActions>
    </form>
  );
}
