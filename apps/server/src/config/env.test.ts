import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('defaults to SQLite in ./data and the embedded identity provider on port 3000', () => {
    const config = loadConfig({});
    expect(config.http.port).toBe(3000);
    expect(config.http.publicUrl).toBe('http://localhost:3000');
    expect(config.db).toEqual({ kind: 'sqlite', file: path.resolve('data/portal.sqlite') });
    expect(config.oidc).toEqual({
      embedded: true,
      issuer: 'http://localhost:3000/realms/timesheet',
      clientId: 'timesheet-id',
    });
  });

  it('switches to PostgreSQL and an external issuer when configured', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db:5432/portal',
      DATABASE_POOL_MAX: '4',
      OIDC_ISSUER: 'https://sso.example.com/realms/timesheet/',
    });
    expect(config.db).toEqual({ kind: 'postgres', url: 'postgres://app@db:5432/portal', poolMax: 4 });
    expect(config.oidc).toMatchObject({
      embedded: false,
      issuer: 'https://sso.example.com/realms/timesheet',
    });
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db', OIDC_ISSUER: 'not a url' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL: must be a postgres:// connection string');
    expect(message).toContain('OIDC_ISSUER');
  });
});
