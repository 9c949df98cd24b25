import { beforeEach, describe, expect, it, vi } from 'vitest';
import { portalPost } from '../../../lib/api-client.ts';
import { editUser } from './edit-user.ts';

vi.mock('../../../lib/api-client.ts', () => ({ portalPost: vi.fn() }));
const post = vi.mocked(portalPost);

const body = { userId: 'u1', name: 'Uma', email: 'uma@example.com', password: '', role: 'User' as const };

describe('editUser', () => {
  beforeEach(() => post.mockReset());

  it('posts the fields and answers true when the server changed the user', async () => {
    post.mockResolvedValue({ result: 1, msg: 'User updated successfully' });
    await expect(editUser(body)).resolves.toBe(true);
    expect(post).toHaveBeenCalledWith('/api/users/editUser', body);
  });

  it('answers false for a refusal, a missing answer or a not-found marker', async () => {
    for (const answer of [null, { notFound: true }, { result: 0, msg: 'nope' }]) {
      post.mockResolvedValue(answer);
      await expect(editUser(body)).resolves.toBe(false);
    }
  });
});
