import { DEFAULT_TEAM_SIZE, PROJECT_MESSAGES, type Project, type ProjectStatus } from '@portal/contract';
import type { ProjectFields } from './api/add-project.ts';

/** The project modal's fields as typed; dates are yyyy-MM-dd or null. */
export interface ProjectFormValues {
  name: string;
  description: string;
  status: ProjectStatus;
  startDate: string | null;
  endDate: string | null;
  teamSize: string;
}

export type ProjectFormErrors = Partial<Record<'name' | 'description' | 'teamSize', string>>;

export const TEAM_SIZE_MESSAGE = `Team size must be at least ${DEFAULT_TEAM_SIZE}`;

/** A new project starts as New with the default team size (spec §4). */
export const newProjectForm = (): ProjectFormValues => ({
  name: '',
  description: '',
  status: 'New',
  startDate: null,
  endDate: null,
  teamSize: String(DEFAULT_TEAM_SIZE),
});

export const projectFormOf = (project: Project): ProjectFormValues => ({
  name: project.name,
  description: project.description,
  status: project.status,
  startDate: project.startDate,
  endDate: project.endDate,
  teamSize: String(project.teamSize),
});

/** Name and description are required and the team size is a whole number of at least 1 (spec §5). */
export function validateProjectForm(
  values: ProjectFormValues,
): { ok: true; fields: ProjectFields } | { ok: false; errors: ProjectFormErrors } {
  const errors: ProjectFormErrors = {};
  const name = values.name.trim();
  const description = values.description.trim();
  if (!name) errors.name = PROJECT_MESSAGES.required;
  if (!description) errors.description = PROJECT_MESSAGES.required;
  const teamSize = Number(values.teamSize);
  if (!values.teamSize.trim() || !Number.isInteger(teamSize) || teamSize < DEFAULT_TEAM_SIZE) {
    errors.teamSize = TEAM_SIZE_MESSAGE;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    fields: {
      name,
      description,
      status: values.status,
      startDate: values.startDate,
      endDate: values.endDate,
      teamSize,
    },
  };
}
