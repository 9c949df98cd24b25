import { StartTimerBody } from '@portal/contract';
import { z } from 'zod';

/** The timer's start form as typed: the project and task come from the work picker. */
export interface TimerFormValues {
  projectId: string;
  taskId: string;
  description: string;
}

const fields = StartTimerBody.shape;

/**
 * What a timer is started for, checked with the contract's rules; the date is today's, added as it
 * starts. Start waits for a task, so the picker's fields are never refused in the form.
 */
export const TimerFormSchema = z.object({
  projectId: fields.projectId,
  taskId: fields.taskId,
  description: fields.description,
});

/** The start form opens with nothing picked and no description. */
export const NO_TIMER_WORK: TimerFormValues = { projectId: '', taskId: '', description: '' };
