import { api } from '@portal/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { addNewUser } from './add-new-user.ts';

vi.mock('../../../lib/api-client.ts', () => ({ call: vi.fn() }));
const post = vi.mocked(call);

const body = { name: 'Mia', email: 'mia@example.com', password: 'secret-1', role: 'Manager' as const };

describe('addNewUser', () => {
  beforeEach(() => post.mockReset());

  it('posts the fields and answers what the server says when it created the user', async () => {
    post.mockResolvedValue({ result: 1, id: 'u1' });
    await expect(addNewUser(body)).resolves.toEqual({ result: 1, id: 'u1' });
    expect(post).toHaveBeenCalledWith(api.users.addNewUser, body);
  });

  it('fails with the call’s ApiError for a refusal, a not-found or a missing answer', async () => {
    for (const failure of [new ApiError(0, ''), new ApiError(404, ''), new ApiError(200, 'nope')]) {
      post.mockRejectedValueOnce(failure);
      await expect(addNewUser(body)).rejects.toBe(failure);
    }
  });
});
