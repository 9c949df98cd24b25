import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { portalPost } from './api-client.ts';
import { readAnswer, readList } from './read-list.ts';

vi.mock('./api-client.ts', () => ({ portalPost: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { error: vi.fn() } }));
const post = vi.mocked(portalPost);
const showError = vi.mocked(toast.error);

const Names = z.object({ result: z.literal(1), data: z.array(z.string()) });

describe('readList', () => {
  beforeEach(() => {
    post.mockReset();
    showError.mockReset();
  });

  it('posts the body and answers the list', async () => {
    post.mockResolvedValue({ result: 1, data: ['Apollo'] });
    await expect(readList('/api/names', { userId: 'u1' }, Names, 'Failed to fetch names')).resolves.toEqual([
      'Apollo',
    ]);
    expect(post).toHaveBeenCalledWith('/api/names', { userId: 'u1' });
    expect(showError).not.toHaveBeenCalled();
  });

  it('toasts the failure under its own text as id, and throws, for a refusal, a not-found marker or a network error', async () => {
    post.mockResolvedValueOnce(null);
    post.mockResolvedValueOnce({ notFound: true });
    post.mockRejectedValueOnce(new Error('offline'));
    for (let call = 0; call < 3; call += 1) {
      await expect(readList('/api/names', {}, Names, 'Failed to fetch names')).rejects.toThrow(
        'Failed to fetch names',
      );
    }
    expect(showError).toHaveBeenCalledTimes(3);
    expect(showError).toHaveBeenLastCalledWith('Failed to fetch names', { id: 'Failed to fetch names' });
  });
});

describe('readAnswer', () => {
  it('answers the whole parsed answer', async () => {
    post.mockResolvedValue({ result: 1, data: [], extra: 'cut' });
    await expect(readAnswer('/api/names', {}, Names, 'Failed')).resolves.toEqual({ result: 1, data: [] });
  });
});
