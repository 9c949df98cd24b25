import { beforeEach, describe, expect, it, vi } from 'vitest';
import { portalPost } from '../../../lib/api-client.ts';
import { addNewUser } from './add-new-user.ts';

vi.mock('../../../lib/api-client.ts', () => ({ portalPost: vi.fn() }));
const post = vi.mocked(portalPost);

const body = { name: 'Mia', email: 'mia@example.com', password: 'secret-1', role: 'Manager' as const };

describe('addNewUser', () => {
  beforeEach(() => post.mockReset());

  it('posts the fields and answers true when the server created the user', async () => {
    post.mockResolvedValue({ result: 1, id: 'u1' });
    await expect(addNewUser(body)).resolves.toBe(true);
    expect(post).toHaveBeenCalledWith('/api/users/addNewUser', body);
  });

  it('answers false for a refusal, a missing answer or a not-found marker', async () => {
    for (const answer of [null, { notFound: true }, { result: 0, msg: 'nope' }]) {
      post.mockResolvedValue(answer);
      await expect(addNewUser(body)).resolves.toBe(false);
    }
  });
});
