import { api } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { loggablePath } from './feed-path.ts';

describe('loggablePath', () => {
  it("hides a calendar feed's secret, whatever follows the feed path", () => {
    expect(loggablePath('/calendar/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde.ics')).toBe(
      '/calendar/[secret].ics',
    );
    expect(loggablePath('/calendar/not-a-secret/at-all')).toBe('/calendar/[secret].ics');
  });

  it('keeps every other path', () => {
    expect(loggablePath(api.users.getAllUsers.path)).toBe(api.users.getAllUsers.path);
    expect(loggablePath('/calendars')).toBe('/calendars');
  });
});
