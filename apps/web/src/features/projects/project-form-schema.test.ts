import {
  DEFAULT_TEAM_SIZE,
  MAX_ESTIMATE_HOURS,
  MAX_TEAM_SIZE,
  PROJECT_MESSAGES,
  type Project,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { resolveForm } from '../../test/resolve-form.ts';
import {
  budgetOfForm,
  newProjectForm,
  projectFormOf,
  ProjectFormSchema,
  TEAM_SIZE_MESSAGE,
  type ProjectFormValues,
} from './project-form-schema.ts';

const check = (values: ProjectFormValues) => resolveForm(ProjectFormSchema, values);

describe('project form', () => {
  it('starts a new project as New with a team of 1 and no dates', () => {
    expect(newProjectForm()).toEqual({
      name: '',
      description: '',
      status: 'New',
      startDate: null,
      endDate: null,
      teamSize: '1',
      estimateHours: '',
      clientId: '',
      billable: true,
      color: '',
      budgetPeriod: '',
      budgetAmount: '',
    });
  });

  it('fills the edit form from the project', () => {
    const project: Project = {
      id: 'p1',
      name: 'Harbour',
      description: 'Berths',
      status: 'In Review',
      startDate: '2026-11-01',
      endDate: null,
      teamSize: 4,
      taskCount: 2,
      user: 'Grace Hopper',
      estimateHours: 40.5,
      trackedHours: 12,
      clientId: 'c1',
      clientName: 'Northwind',
      billable: false,
      color: 'teal',
      budget: { period: 'monthly', amount: 123456 },
    };
    expect(projectFormOf(project)).toEqual({
      name: 'Harbour',
      description: 'Berths',
      status: 'In Review',
      startDate: '2026-11-01',
      endDate: null,
      teamSize: '4',
      estimateHours: '40.5',
      clientId: 'c1',
      billable: false,
      color: 'teal',
      budgetPeriod: 'monthly',
      budgetAmount: '1234.56',
    });
    expect(projectFormOf({ ...project, estimateHours: null }).estimateHours).toBe('');
    // Yen have no decimals, dinars three.
    expect(projectFormOf(project, 0).budgetAmount).toBe('123456');
    expect(projectFormOf(project, 3).budgetAmount).toBe('123.456');
  });

  it('sends trimmed text and a numeric team size', async () => {
    const result = await check({
      ...newProjectForm(),
      name: '  Harbour ',
      description: ' Berths ',
      startDate: '2026-11-01',
      teamSize: '6',
    });
    expect(result).toEqual({
      values: {
        name: 'Harbour',
        description: 'Berths',
        status: 'New',
        startDate: '2026-11-01',
        endDate: null,
        teamSize: 6,
        estimateHours: null,
        clientId: null,
        billable: true,
        color: '',
        budgetPeriod: '',
        budgetAmount: '',
      },
      errors: {},
    });
  });

  it('reads a budget in the currency’s minor units, refusing what the currency cannot hold', async () => {
    const values = { ...newProjectForm(), name: 'A', description: 'B' };
    expect(budgetOfForm(values, 2)).toBeNull();
    expect(budgetOfForm({ budgetPeriod: 'total', budgetAmount: '1500.5' }, 2)).toEqual({
      period: 'total',
      amount: 150050,
    });
    expect(budgetOfForm({ budgetPeriod: 'monthly', budgetAmount: '1500,5' }, 0)).toBe('too-precise');
    expect(budgetOfForm({ budgetPeriod: 'monthly', budgetAmount: '0' }, 2)).toBe('invalid');
    expect((await check({ ...values, budgetPeriod: 'total', budgetAmount: 'lots' })).errors).toEqual({
      budgetAmount: 'Budget must be an amount greater than 0',
    });
    expect((await check({ ...values, budgetPeriod: '', budgetAmount: 'lots' })).errors).toEqual({});
  });

  it('sends the chosen client, and no client as null', async () => {
    const values = { ...newProjectForm(), name: 'A', description: 'B' };
    expect((await check({ ...values, clientId: 'c1' })).values).toMatchObject({ clientId: 'c1' });
    expect((await check(values)).values).toMatchObject({ clientId: null });
  });

  it('sends the estimate as hours, and an empty one as none, so that saving an edit keeps or clears it as shown', async () => {
    const values = { ...newProjectForm(), name: 'A', description: 'B' };
    expect((await check({ ...values, estimateHours: ' 40.25 ' })).values).toMatchObject({
      estimateHours: 40.25,
    });
    expect((await check({ ...values, estimateHours: '0' })).values).toMatchObject({ estimateHours: 0 });
    expect((await check({ ...values, estimateHours: '  ' })).values).toMatchObject({ estimateHours: null });
  });

  it('holds the estimate to the contract’s rules, in its words', async () => {
    const values = { ...newProjectForm(), name: 'A', description: 'B' };
    expect((await check({ ...values, estimateHours: '-1' })).errors).toEqual({
      estimateHours: 'Estimate must not be negative',
    });
    expect((await check({ ...values, estimateHours: '1.255' })).errors).toEqual({
      estimateHours: 'Estimate must have at most two decimals',
    });
    expect((await check({ ...values, estimateHours: String(MAX_ESTIMATE_HOURS + 1) })).errors).toEqual({
      estimateHours: `Estimate must be at most ${MAX_ESTIMATE_HOURS}`,
    });
    expect((await check({ ...values, estimateHours: 'lots' })).errors).toEqual({
      estimateHours: 'Estimate must be a number',
    });
  });

  it('asks for name and description, blank counting as missing', async () => {
    expect((await check({ ...newProjectForm(), name: '   ' })).errors).toEqual({
      name: PROJECT_MESSAGES.required.defaultMessage,
      description: PROJECT_MESSAGES.required.defaultMessage,
    });
    expect((await check({ ...newProjectForm(), name: 'Harbour' })).errors).toEqual({
      description: 'Please fill all required fields',
    });
  });

  it.each(['0', '-2', '1.5', '', 'abc'])('refuses team size %j', async (teamSize) => {
    const result = await check({ ...newProjectForm(), name: 'A', description: 'B', teamSize });
    expect(result.errors).toEqual({ teamSize: TEAM_SIZE_MESSAGE });
  });

  it('holds the team size to the contract’s limit', async () => {
    const values = { ...newProjectForm(), name: 'A', description: 'B' };
    expect((await check({ ...values, teamSize: String(MAX_TEAM_SIZE) })).errors).toEqual({});
    expect((await check({ ...values, teamSize: String(MAX_TEAM_SIZE + 1) })).errors).toEqual({
      teamSize: `Team size must be at most ${MAX_TEAM_SIZE}`,
    });
  });

  it('names the contract’s smallest team', () => {
    expect(TEAM_SIZE_MESSAGE).toBe(`Team size must be at least ${DEFAULT_TEAM_SIZE}`);
  });
});
