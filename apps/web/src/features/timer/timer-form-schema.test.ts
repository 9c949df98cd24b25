import { MAX_TEXT_LENGTH } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { resolveForm } from '../../test/resolve-form.ts';
import { NO_TIMER_WORK, TimerFormSchema, type TimerFormValues } from './timer-form-schema.ts';

const picked: TimerFormValues = { projectId: 'p1', taskId: 't1', description: '  Loading bay survey ' };

const check = (values: TimerFormValues) => resolveForm(TimerFormSchema, values);

describe('timer start form', () => {
  it('starts with nothing picked', () => {
    expect(NO_TIMER_WORK).toEqual({ projectId: '', taskId: '', description: '' });
  });

  it('makes what the timer is for from a picked task, the description trimmed', async () => {
    expect(await check(picked)).toEqual({
      values: { projectId: 'p1', taskId: 't1', description: 'Loading bay survey' },
      errors: {},
    });
  });

  it('does not require a description', async () => {
    expect(await check({ ...picked, description: '' })).toEqual({
      values: { projectId: 'p1', taskId: 't1', description: '' },
      errors: {},
    });
  });

  it('starts nothing before a project and task are picked', async () => {
    const { errors } = await check(NO_TIMER_WORK);
    expect(Object.keys(errors).sort()).toEqual(['projectId', 'taskId']);
  });

  it('holds the description to the contract limit', async () => {
    expect((await check({ ...picked, description: 'a'.repeat(MAX_TEXT_LENGTH) })).errors).toEqual({});
    expect((await check({ ...picked, description: 'a'.repeat(MAX_TEXT_LENGTH + 1) })).errors).toEqual({
      description: `Too big: expected string to have <=${MAX_TEXT_LENGTH} characters`,
    });
  });
});
