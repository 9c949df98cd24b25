import type { SessionAnswer } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { runSignInChecks, type SignInCheckCalls } from './sign-in-checks.ts';

const segment = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = (claims: unknown) => `${segment({ alg: 'RS256' })}.${segment(claims)}.signature`;

const withAccess = token({
  email: 'grace@example.com',
  resource_access: { 'timesheet-id': { roles: ['tsms-access'] } },
});

const session: SessionAnswer = {
  result: 1,
  token: null,
  userName: 'Grace Hopper',
  userEmail: 'grace@example.com',
  userId: 'user-1',
  tenantId: 'tenant-1',
  userRole: 'Admin',
  msg: 'User found',
};

/** A call's outcome: its answer, or the refusal it throws. */
type Outcome<T> = T | ApiError;
const settle = async <T>(outcome: Outcome<T>): Promise<T> => {
  if (outcome instanceof ApiError) throw outcome;
  return outcome;
};

function calls(
  tenant: Outcome<{ result: { subscription_expired: boolean } }>,
  lookup: Outcome<SessionAnswer>,
) {
  return {
    checkTenant: vi.fn<SignInCheckCalls['checkTenant']>(() => settle(tenant)),
    getSession: vi.fn<SignInCheckCalls['getSession']>(() => settle(lookup)),
  };
}

const activeTenant = { result: { subscription_expired: false } };

describe('sign-in checks', () => {
  it('signs in when the role, the tenant and the lookup all pass', async () => {
    const fakes = calls(activeTenant, session);
    await expect(runSignInChecks(withAccess, fakes)).resolves.toEqual({ kind: 'signed-in', session });
    expect(fakes.checkTenant).toHaveBeenCalledWith('grace@example.com', withAccess);
    expect(fakes.getSession).toHaveBeenCalledWith('grace@example.com', withAccess);
  });

  it('refuses without the portal role on the portal client, before calling anything', async () => {
    for (const claims of [
      { email: 'grace@example.com' },
      { email: 'grace@example.com', resource_access: { 'timesheet-id': { roles: [] } } },
      { email: 'grace@example.com', resource_access: { 'other-client': { roles: ['tsms-access'] } } },
    ]) {
      const fakes = calls(activeTenant, session);
      await expect(runSignInChecks(token(claims), fakes)).resolves.toEqual({ kind: 'no-access' });
      expect(fakes.checkTenant).not.toHaveBeenCalled();
    }
    await expect(runSignInChecks('not-a-jwt', calls(activeTenant, session))).resolves.toEqual({
      kind: 'no-access',
    });
  });

  it('stops at an expired subscription without looking the user up', async () => {
    const fakes = calls({ result: { subscription_expired: true } }, session);
    await expect(runSignInChecks(withAccess, fakes)).resolves.toEqual({ kind: 'subscription-expired' });
    expect(fakes.getSession).not.toHaveBeenCalled();
  });

  it('fails with the server message when the tenant check or the lookup is refused', async () => {
    await expect(
      runSignInChecks(
        withAccess,
        calls(new ApiError(403, 'No portal account exists for this email'), session),
      ),
    ).resolves.toEqual({ kind: 'failed', message: 'No portal account exists for this email' });
    await expect(runSignInChecks(withAccess, calls(activeTenant, new ApiError(0, '')))).resolves.toEqual({
      kind: 'failed',
      message: null,
    });
  });

  it('fails when the token names no email', async () => {
    const noEmail = token({ resource_access: { 'timesheet-id': { roles: ['tsms-access'] } } });
    await expect(runSignInChecks(noEmail, calls(activeTenant, session))).resolves.toEqual({
      kind: 'failed',
      message: null,
    });
  });
});
