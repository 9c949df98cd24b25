import {
  AddProjectBody,
  BUDGET_PERIODS,
  ProjectColorSchema,
  type Budget,
  type ProjectColor,
  DEFAULT_TEAM_SIZE,
  defineMessages,
  PROJECT_MESSAGES,
  type Project,
  type ProjectStatus,
} from '@portal/contract';
import { z } from 'zod';
import { contractField, filled } from '../../lib/form-fields.ts';
import { registerFieldMessages } from '../../lib/i18n/refusals.ts';
import { minorUnitsOfTyped, typedOfMinorUnits } from '../../lib/money.ts';

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
  /** The client's id; empty for none. */
  clientId: string;
  billable: boolean;
  /** Empty for the default colour. */
  color: ProjectColor | '';
  /** Empty for no budget. */
  budgetPeriod: Budget['period'] | '';
  /** The budget as typed in the currency's unit. */
  budgetAmount: string;
}

/**
 * What the form says of a team size or an estimate the contract refuses: the contract's limits
 * and, for the estimate, its words after the field's name. Whole sentences, so that each language
 * words them as a whole.
 */
export const PROJECT_FORM_MESSAGES = defineMessages({
  teamSizeTooSmall: {
    id: 'projects.form.team-size-too-small',
    defaultMessage: 'Team size must be at least 1',
  },
  teamSizeTooLarge: {
    id: 'projects.form.team-size-too-large',
    defaultMessage: 'Team size must be at most 10000',
  },
  estimateNotNumber: { id: 'projects.form.estimate-not-number', defaultMessage: 'Estimate must be a number' },
  estimateNegative: {
    id: 'projects.form.estimate-negative',
    defaultMessage: 'Estimate must not be negative',
  },
  estimateTooLarge: {
    id: 'projects.form.estimate-too-large',
    defaultMessage: 'Estimate must be at most 100000',
  },
  estimateTooPrecise: {
    id: 'projects.form.estimate-too-precise',
    defaultMessage: 'Estimate must have at most two decimals',
  },
  budgetInvalid: {
    id: 'projects.form.budget-invalid',
    defaultMessage: 'Budget must be an amount greater than 0',
  },
  budgetTooPrecise: {
    id: 'projects.form.budget-too-precise',
    defaultMessage: 'Budget has more decimals than the currency',
  },
});
registerFieldMessages(PROJECT_FORM_MESSAGES);

export const TEAM_SIZE_MESSAGE = PROJECT_FORM_MESSAGES.teamSizeTooSmall.defaultMessage;

const fields = AddProjectBody.shape;

/** What the estimate field sends: nothing typed is no estimate, anything else a number to check. */
const readEstimate = (typed: string) => (typed.trim() === '' ? null : Number(typed));

/** The estimate's refusal by the rule it broke; the contract's only other rule is hundredths. */
const ESTIMATE_REFUSALS: Partial<Record<z.core.$ZodIssue['code'], string>> = {
  invalid_type: PROJECT_FORM_MESSAGES.estimateNotNumber.defaultMessage,
  too_small: PROJECT_FORM_MESSAGES.estimateNegative.defaultMessage,
  too_big: PROJECT_FORM_MESSAGES.estimateTooLarge.defaultMessage,
};
const estimateRefusal = (issue: z.core.$ZodIssue) =>
  ESTIMATE_REFUSALS[issue.code] ?? PROJECT_FORM_MESSAGES.estimateTooPrecise.defaultMessage;

/**
 * The add and edit forms, checked field by field with the contract's rules (spec §5): name and
 * description are required, the team size a whole number from 1 to MAX_TEAM_SIZE, the estimate
 * empty or hours from 0 to MAX_ESTIMATE_HOURS in hundredths. An end before the start is the call's
 * to refuse, as the server words it. Every field is sent, the estimate too: an update without it
 * would clear it.
 */
export const ProjectFormSchema = z
  .object({
    name: filled(PROJECT_MESSAGES.required.defaultMessage).pipe(fields.name),
    description: filled(PROJECT_MESSAGES.required.defaultMessage).pipe(fields.description),
    status: fields.status,
    startDate: fields.startDate,
    endDate: fields.endDate,
    teamSize: contractField(
      (typed: string) => Number(typed),
      fields.teamSize,
      (issue) =>
        (issue.code === 'too_big'
          ? PROJECT_FORM_MESSAGES.teamSizeTooLarge
          : PROJECT_FORM_MESSAGES.teamSizeTooSmall
        ).defaultMessage,
    ),
    estimateHours: contractField(readEstimate, fields.estimateHours, estimateRefusal),
    clientId: fields.clientId,
    billable: z.boolean(),
    color: z.union([ProjectColorSchema, z.literal('')]),
    budgetPeriod: z.union([z.enum(BUDGET_PERIODS), z.literal('')]),
    budgetAmount: z.string(),
  })
  .refine(
    // The currency's own decimals are checked when the amount is read (`budgetOfForm`).
    (form) => form.budgetPeriod === '' || /^\d{1,13}([.,]\d{0,3})?$/.test(form.budgetAmount.trim()),
    { message: PROJECT_FORM_MESSAGES.budgetInvalid.defaultMessage, path: ['budgetAmount'] },
  );

/**
 * The budget a form holds, in minor units of a currency with `digits` decimals: null for none, NaN
 * amounts when the typed one has more decimals than the currency or is 0.
 */
export function budgetOfForm(
  form: { budgetPeriod: string; budgetAmount: string },
  digits: number,
): Budget | null | 'too-precise' | 'invalid' {
  if (form.budgetPeriod === '') return null;
  const amount = minorUnitsOfTyped(form.budgetAmount, digits);
  if (Number.isNaN(amount)) return 'too-precise';
  if (amount <= 0) return 'invalid';
  return { period: form.budgetPeriod as Budget['period'], amount };
}

/** A new project starts as New with the default team size (spec §4). */
export const newProjectForm = (): ProjectFormValues => ({
  name: '',
  description: '',
  status: 'New',
  startDate: null,
  endDate: null,
  teamSize: String(DEFAULT_TEAM_SIZE),
  estimateHours: '',
  clientId: '',
  billable: true,
  color: '',
  budgetPeriod: '',
  budgetAmount: '',
});

export const projectFormOf = (project: Project, digits = 2): ProjectFormValues => ({
  name: project.name,
  description: project.description,
  status: project.status,
  startDate: project.startDate,
  endDate: project.endDate,
  teamSize: String(project.teamSize),
  estimateHours: project.estimateHours === null ? '' : String(project.estimateHours),
  clientId: project.clientId ?? '',
  billable: project.billable,
  color: project.color ?? '',
  budgetPeriod: project.budget?.period ?? '',
  budgetAmount: project.budget ? typedOfMinorUnits(project.budget.amount, digits) : '',
});
