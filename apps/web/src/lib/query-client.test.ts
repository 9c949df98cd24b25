import { MutationObserver } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { ANSWER_MSG, createQueryClient, type MutationToasts } from './query-client.ts';

vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));
const showError = vi.mocked(toast.error);
const showSuccess = vi.mocked(toast.success);

const meta = { failure: 'Failed to fetch names' };

/** Runs a mutation with `meta` whose call answers or throws `outcome`. */
async function mutate(meta: MutationToasts, outcome: unknown) {
  const observer = new MutationObserver(createQueryClient(), {
    mutationFn: async () => {
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
    meta,
  });
  await observer.mutate().catch(() => undefined);
}

describe('reads', () => {
  beforeEach(() => showError.mockReset());

  it('answer what their call answers, saying nothing', async () => {
    const client = createQueryClient();
    await expect(
      client.fetchQuery({ queryKey: ['names'], queryFn: async () => ['Apollo'], meta }),
    ).resolves.toEqual(['Apollo']);
    expect(showError).not.toHaveBeenCalled();
  });

  it('toast the failure under its own text as id, and fail, for a refusal, a not-found or a network error', async () => {
    const client = createQueryClient();
    for (const error of [new ApiError(403, 'nope'), new ApiError(404, ''), new ApiError(0, '')]) {
      await expect(
        client.fetchQuery({ queryKey: ['names', error.status], queryFn: () => Promise.reject(error), meta }),
      ).rejects.toBe(error);
    }
    expect(showError).toHaveBeenCalledTimes(3);
    expect(showError).toHaveBeenLastCalledWith('Failed to fetch names', { id: 'Failed to fetch names' });
  });
});

describe('mutations', () => {
  beforeEach(() => {
    showError.mockReset();
    showSuccess.mockReset();
  });

  const toasts = {
    success: 'Project added successfully',
    refused: 'Failed to add project',
    threw: 'An error occurred',
  };

  it('say their success, or the answer’s msg', async () => {
    await mutate(toasts, { result: 1, id: 'p1' });
    await mutate({ success: ANSWER_MSG }, { result: 1, msg: 'Week approved' });
    expect(showSuccess.mock.calls).toEqual([['Project added successfully'], ['Week approved']]);
    expect(showError).not.toHaveBeenCalled();
  });

  it('say one text when the server refused and another when no answer came', async () => {
    await mutate(toasts, new ApiError(409, 'Taken'));
    await mutate(toasts, new ApiError(200, 'nope'));
    await mutate(toasts, new ApiError(0, ''));
    await mutate(toasts, new TypeError('a bug'));
    expect(showError.mock.calls).toEqual([
      ['Failed to add project'],
      ['Failed to add project'],
      ['An error occurred'],
      ['An error occurred'],
    ]);
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('say the refusal text when there is no text for a missing answer', async () => {
    await mutate({ refused: 'Failed to update project' }, new ApiError(0, ''));
    expect(showError.mock.calls).toEqual([['Failed to update project']]);
  });

  it('word a refusal from the refusal itself when asked to', async () => {
    const refused = (error: ApiError) => error.msg || 'Registration failed';
    await mutate({ refused }, new ApiError(409, 'Taken'));
    await mutate({ refused }, new ApiError(200, ''));
    expect(showError.mock.calls).toEqual([['Taken'], ['Registration failed']]);
  });

  it('say nothing without toasts of their own', async () => {
    await mutate({}, new ApiError(409, 'Taken'));
    await mutate({}, { result: 1, msg: 'User updated successfully' });
    expect(showError).not.toHaveBeenCalled();
    expect(showSuccess).not.toHaveBeenCalled();
  });
});
