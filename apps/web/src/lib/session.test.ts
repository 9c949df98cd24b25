import { describe, expect, it } from 'vitest';
import { canManage, clearSession, readSession, saveSession } from './session.ts';

/** Just enough of the Web Storage API for these tests. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const answer = {
  result: 1 as const,
  token: null,
  userName: 'Grace Hopper',
  userEmail: 'grace@example.com',
  userId: 'user-1',
  tenantId: 'tenant-1',
  userRole: 'Manager' as const,
  msg: 'User found',
};

describe('session storage', () => {
  it('keeps the session data under the keys of spec §3, with an empty authToken', () => {
    const storage = memoryStorage();
    saveSession(answer, storage);
    expect(
      Object.fromEntries(
        ['authToken', 'userName', 'userEmail', 'userId', 'tenantId', 'userRole'].map((key) => [
          key,
          storage.getItem(key),
        ]),
      ),
    ).toEqual({
      authToken: '',
      userName: 'Grace Hopper',
      userEmail: 'grace@example.com',
      userId: 'user-1',
      tenantId: 'tenant-1',
      userRole: 'Manager',
    });
    expect(readSession(storage)).toEqual({
      authToken: '',
      userName: 'Grace Hopper',
      userEmail: 'grace@example.com',
      userId: 'user-1',
      tenantId: 'tenant-1',
      userRole: 'Manager',
    });
  });

  it('has no session without a user or a tenant', () => {
    const storage = memoryStorage();
    expect(readSession(storage)).toBeNull();
    storage.setItem('userId', 'user-1');
    expect(readSession(storage)).toBeNull();
  });

  it('reads an unknown role as User', () => {
    const storage = memoryStorage();
    saveSession(answer, storage);
    storage.setItem('userRole', 'Owner');
    expect(readSession(storage)?.userRole).toBe('User');
  });

  it('clears every session key, the legacy userid included, and nothing else', () => {
    const storage = memoryStorage();
    saveSession(answer, storage);
    storage.setItem('userid', 'user-1');
    storage.setItem('theme', 'dark');
    clearSession(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem('theme')).toBe('dark');
  });

  it('lets every role but User manage', () => {
    expect(canManage('Admin')).toBe(true);
    expect(canManage('Manager')).toBe(true);
    expect(canManage('User')).toBe(false);
  });
});
