import { api } from '@portal/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { editUser } from './edit-user.ts';

vi.mock('../../../lib/api-client.ts', () => ({ call: vi.fn() }));
const post = vi.mocked(call);

const body = { userId: 'u1', name: 'Uma', email: 'uma@example.com', password: '', role: 'User' as const };

describe('editUser', () => {
  beforeEach(() => post.mockReset());

  it('posts the fields and answers what the server says when it changed the user', async () => {
    post.mockResolvedValue({ result: 1, msg: 'User updated successfully' });
    await expect(editUser(body)).resolves.toEqual({ result: 1, msg: 'User updated successfully' });
    expect(post).toHaveBeenCalledWith(api.users.editUser, body);
  });

  it('fails with the call’s ApiError for a refusal, a not-found or a missing answer', async () => {
    for (const failure of [new ApiError(0, ''), new ApiError(404, ''), new ApiError(200, 'nope')]) {
      post.mockRejectedValueOnce(failure);
      await expect(editUser(body)).rejects.toBe(failure);
    }
  });
});
