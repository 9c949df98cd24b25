import {
  AddProjectBody,
  DEFAULT_TEAM_SIZE,
  MAX_TEAM_SIZE,
  PROJECT_MESSAGES,
  type Project,
  type ProjectStatus,
} from '@portal/contract';
import { z } from 'zod';
import { contractField, filled } from '../../lib/form-fields.ts';

/** The project modal's fields as typed; dates are yyyy-MM-dd or null. */
export interface ProjectFormValues {
  name: string;
  description: string;
  status: ProjectStatus;
  startDate: string | null;
  endDate: string | null;
  teamSize: string;
  /** Hours as typed; empty for no estimate. */
  estimateHours: string;
}

export const TEAM_SIZE_MESSAGE = `Team size must be at least ${DEFAULT_TEAM_SIZE}`;
const TEAM_SIZE_TOO_BIG = `Team size must be at most ${MAX_TEAM_SIZE}`;

const fields = AddProjectBody.shape;

/** What the estimate field sends: nothing typed is no estimate, anything else a number to check. */
const readEstimate = (typed: string) => (typed.trim() === '' ? null : Number(typed));

/**
 * The add and edit forms, checked field by field with the contract's rules (spec §5): name and
 * description are required, the team size a whole number from 1 to MAX_TEAM_SIZE, the estimate
 * empty or hours from 0 to MAX_ESTIMATE_HOURS in hundredths. An end before the start is the call's
 * to refuse, as the server words it. Every field is sent, the estimate too: an update without it
 * would clear it.
 */
export const ProjectFormSchema = z.object({
  name: filled(PROJECT_MESSAGES.required.defaultMessage).pipe(fields.name),
  description: filled(PROJECT_MESSAGES.required.defaultMessage).pipe(fields.description),
  status: fields.status,
  startDate: fields.startDate,
  endDate: fields.endDate,
  teamSize: contractField(
    (typed: string) => Number(typed),
    fields.teamSize,
    (issue) => (issue.code === 'too_big' ? TEAM_SIZE_TOO_BIG : TEAM_SIZE_MESSAGE),
  ),
  estimateHours: contractField(readEstimate, fields.estimateHours, (issue) => `Estimate ${issue.message}`),
});

/** A new project starts as New with the default team size (spec §4). */
export const newProjectForm = (): ProjectFormValues => ({
  name: '',
  description: '',
  status: 'New',
  startDate: null,
  endDate: null,
  teamSize: String(DEFAULT_TEAM_SIZE),
  estimateHours: '',
});

export const projectFormOf = (project: Project): ProjectFormValues => ({
  name: project.name,
  description: project.description,
  status: project.status,
  startDate: project.startDate,
  endDate: project.endDate,
  teamSize: String(project.teamSize),
  estimateHours: project.estimateHours === null ? '' : String(project.estimateHours),
});
