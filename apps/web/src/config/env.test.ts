import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './env.ts';

describe('runtime config', () => {
  it('reads the meta tag the server adds', () => {
    const content = JSON.stringify({
      oidcAuthority: 'https://id.example.com/realms/timesheet/',
      oidcClientId: 'timesheet-id',
      suiteSiteUrl: 'https://suite.example.com',
      tenantCheckUrl: 'https://suite.example.com/',
    });
    expect(parseRuntimeConfig(content, 'https://portal.example.com')).toEqual({
      oidcAuthority: 'https://id.example.com/realms/timesheet',
      oidcClientId: 'timesheet-id',
      suiteSiteUrl: 'https://suite.example.com',
      tenantCheckUrl: 'https://suite.example.com',
    });
  });

  it('falls back to this origin without a meta tag', () => {
    expect(parseRuntimeConfig(null, 'http://localhost:5173')).toEqual({
      oidcAuthority: 'http://localhost:5173/realms/timesheet',
      oidcClientId: 'timesheet-id',
      suiteSiteUrl: 'http://localhost:5173',
      tenantCheckUrl: 'http://localhost:5173',
    });
  });

  it('fails loudly on a malformed tag', () => {
    expect(() => parseRuntimeConfig(JSON.stringify({ oidcAuthority: 'nowhere' }), 'http://x')).toThrow(
      /portal-config/,
    );
  });
});
