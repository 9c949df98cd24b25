import { MAX_ESTIMATE_HOURS, TASK_MESSAGES, type Task } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { resolveForm } from '../../test/resolve-form.ts';
import { newTaskForm, taskFormOf, taskFormSchema, type TaskFormValues } from './task-form-schema.ts';

const projects = [
  { id: 'p1', name: 'Harbour' },
  { id: 'p2', name: 'Fleet' },
];

const check = (values: TaskFormValues, message: string) =>
  resolveForm(taskFormSchema(message, projects), values);

describe('task form', () => {
  it('starts a new task as To Do without project or dates', () => {
    expect(newTaskForm()).toEqual({
      title: '',
      projectId: '',
      status: 'todo',
      startDate: null,
      dueDate: null,
      estimateHours: '',
      billable: 'project',
    });
  });

  it('fills the edit form from the task', () => {
    const task: Task = {
      id: 't1',
      title: 'Inspect trucks',
      project: 'Fleet',
      projectId: 'p2',
      status: 'in-progress',
      startDate: '2026-11-02',
      dueDate: null,
      user: 'Grace Hopper',
      estimateHours: 8,
      trackedHours: 9.5,
      billable: false,
      effectiveBillable: false,
    };
    expect(taskFormOf(task)).toEqual({
      title: 'Inspect trucks',
      projectId: 'p2',
      status: 'in-progress',
      startDate: '2026-11-02',
      dueDate: null,
      estimateHours: '8',
      billable: 'no',
    });
    expect(taskFormOf({ ...task, billable: null }).billable).toBe('project');
  });

  it('sends the trimmed title with the project’s id and name', async () => {
    const values = { ...newTaskForm(), title: '  Order tyres ', projectId: 'p2', dueDate: '2026-11-09' };
    expect(await check(values, TASK_MESSAGES.addRequired.defaultMessage)).toEqual({
      values: {
        title: 'Order tyres',
        projectId: 'p2',
        project: 'Fleet',
        status: 'todo',
        startDate: null,
        dueDate: '2026-11-09',
        estimateHours: null,
        billable: null,
      },
      errors: {},
    });
  });

  it('sends the estimate typed, or none, and refuses one the contract refuses', async () => {
    const values = { ...newTaskForm(), title: 'Survey', projectId: 'p1' };
    expect(
      (await check({ ...values, estimateHours: '12.5' }, TASK_MESSAGES.editRequired.defaultMessage)).values,
    ).toMatchObject({
      estimateHours: 12.5,
    });
    expect(
      (await check({ ...values, estimateHours: '-0.5' }, TASK_MESSAGES.editRequired.defaultMessage)).errors,
    ).toEqual({
      estimateHours: 'Estimate must not be negative',
    });
  });

  it('says what adding and editing each say when the title is blank', async () => {
    const blank = { ...newTaskForm(), title: '   ', projectId: 'p1' };
    expect((await check(blank, TASK_MESSAGES.addRequired.defaultMessage)).errors).toEqual({
      title: 'Please fill all the fields',
    });
    expect((await check(blank, TASK_MESSAGES.editRequired.defaultMessage)).errors).toEqual({
      title: 'Please fill all required fields',
    });
  });

  it('asks for a project as well', async () => {
    expect(
      Object.keys((await check(newTaskForm(), TASK_MESSAGES.addRequired.defaultMessage)).errors),
    ).toEqual(['title', 'projectId']);
  });

  it('keeps a project that is no longer offered, without its name', async () => {
    const values = { ...newTaskForm(), title: 'Survey', projectId: 'gone' };
    expect((await check(values, TASK_MESSAGES.editRequired.defaultMessage)).values).toEqual({
      title: 'Survey',
      projectId: 'gone',
      status: 'todo',
      startDate: null,
      dueDate: null,
      estimateHours: null,
      billable: null,
    });
  });

  it('words every estimate the contract refuses as the contract does, after the field’s name', async () => {
    const values = { ...newTaskForm(), title: 'Survey', projectId: 'p1' };
    const refusal = async (estimateHours: string) =>
      (await check({ ...values, estimateHours }, TASK_MESSAGES.editRequired.defaultMessage)).errors
        .estimateHours;
    expect(await refusal('lots')).toBe('Estimate must be a number');
    expect(await refusal('1.255')).toBe('Estimate must have at most two decimals');
    expect(await refusal(String(MAX_ESTIMATE_HOURS + 1))).toBe(
      `Estimate must be at most ${MAX_ESTIMATE_HOURS}`,
    );
  });
});
