import { TASK_MESSAGES, type Task } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { newTaskForm, taskFormOf, validateTaskForm } from './task-form.ts';

const projects = [
  { id: 'p1', name: 'Harbour' },
  { id: 'p2', name: 'Fleet' },
];

describe('task form', () => {
  it('starts a new task as To Do without project or dates', () => {
    expect(newTaskForm()).toEqual({
      title: '',
      projectId: '',
      status: 'todo',
      startDate: null,
      dueDate: null,
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
    };
    expect(taskFormOf(task)).toEqual({
      title: 'Inspect trucks',
      projectId: 'p2',
      status: 'in-progress',
      startDate: '2026-11-02',
      dueDate: null,
    });
  });

  it('sends the trimmed title with the project’s id and name', () => {
    const values = { ...newTaskForm(), title: '  Order tyres ', projectId: 'p2', dueDate: '2026-11-09' };
    expect(validateTaskForm(values, TASK_MESSAGES.addRequired, projects)).toEqual({
      ok: true,
      fields: {
        title: 'Order tyres',
        projectId: 'p2',
        project: 'Fleet',
        status: 'todo',
        startDate: null,
        dueDate: '2026-11-09',
      },
    });
  });

  it('says what adding and editing each say when the title is blank', () => {
    const blank = { ...newTaskForm(), title: '   ', projectId: 'p1' };
    expect(validateTaskForm(blank, TASK_MESSAGES.addRequired, projects)).toEqual({
      ok: false,
      message: 'Please fill all the fields',
      missing: ['title'],
    });
    expect(validateTaskForm(blank, TASK_MESSAGES.editRequired, projects)).toEqual({
      ok: false,
      message: 'Please fill all required fields',
      missing: ['title'],
    });
  });

  it('asks for a project as well', () => {
    expect(validateTaskForm(newTaskForm(), TASK_MESSAGES.addRequired, projects)).toMatchObject({
      ok: false,
      missing: ['title', 'projectId'],
    });
  });

  it('keeps a project that is no longer offered, without its name', () => {
    const values = { ...newTaskForm(), title: 'Survey', projectId: 'gone' };
    expect(validateTaskForm(values, TASK_MESSAGES.editRequired, projects)).toMatchObject({
      ok: true,
      fields: { projectId: 'gone' },
    });
  });
});
