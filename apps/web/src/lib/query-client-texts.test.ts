import { defineMessages } from '@portal/contract';
import { MutationObserver } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createQueryClient, type MutationToasts } from './query-client.ts';

vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));
// The language shown is read when a toast is said: here it words each text by its id.
let language = 'en';
vi.mock('./i18n/intl.ts', () => ({
  t: (message: { id: string; defaultMessage: string }) =>
    language === 'en' ? message.defaultMessage : `${language}:${message.id}`,
}));
const showError = vi.mocked(toast.error);
const showSuccess = vi.mocked(toast.success);

const texts = defineMessages({
  failure: { id: 'test.read-failed', defaultMessage: 'Failed to fetch names' },
  added: { id: 'test.added', defaultMessage: 'Name added successfully' },
  refused: { id: 'test.refused', defaultMessage: 'Failed to add name' },
  threw: { id: 'test.threw', defaultMessage: 'An error occurred' },
});

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

describe('toasts given as catalog texts', () => {
  beforeEach(() => {
    language = 'en';
    showError.mockReset();
    showSuccess.mockReset();
  });

  it('say a failed read in English as before, under its text as id', async () => {
    const client = createQueryClient();
    const queryFn = () => Promise.reject(new ApiError(500, 'boom'));
    await client
      .fetchQuery({ queryKey: ['names'], queryFn, meta: { failure: texts.failure } })
      .catch(() => 0);
    expect(showError).toHaveBeenLastCalledWith('Failed to fetch names', { id: 'Failed to fetch names' });
  });

  it('are worded in the language shown when said, not when the meta was made', async () => {
    const meta = { success: texts.added, refused: texts.refused, threw: texts.threw };
    language = 'de';
    await mutate(meta, { result: 1 });
    await mutate(meta, new ApiError(409, 'Taken'));
    await mutate(meta, new ApiError(0, ''));
    expect(showSuccess.mock.calls).toEqual([['de:test.added']]);
    expect(showError.mock.calls).toEqual([['de:test.refused'], ['de:test.threw']]);
  });

  it('say the refusal text for a missing answer when there is no text of its own', async () => {
    await mutate({ refused: texts.refused }, new TypeError('a bug'));
    expect(showError.mock.calls).toEqual([['Failed to add name']]);
  });
});
