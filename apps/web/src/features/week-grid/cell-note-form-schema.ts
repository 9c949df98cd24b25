import { SetDayHoursBody } from '@portal/contract';
import { z } from 'zod';

/** A week-grid cell's note as typed. */
export interface CellNoteFormValues {
  note: string;
}

/**
 * A cell's note, checked as the contract takes the description a cell's hours are sent with:
 * trimmed, and no longer than any text; an empty note clears the description.
 */
export const CellNoteFormSchema = z.object({ note: SetDayHoursBody.shape.description.unwrap() });
