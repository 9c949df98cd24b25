import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const STATEMENT_CHURN = `
  import { SqliteDatabase } from './sqlite-driver.ts';
  for (let round = 0; round < 5; round += 1) {
    const db = new SqliteDatabase(':memory:');
    for (let i = 0; i < 500; i += 1) db.prepare('select ' + i + ' as x').get();
    if (round % 2) db.close();
  }
  globalThis.gc();
  await new Promise((resolve) => setTimeout(resolve, 10));
  globalThis.gc();
`;

describe('the SQLite driver', () => {
  it(`lets statements be garbage-collected on Node ${process.versions.node} without aborting`, () => {
    const run = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', '--input-type=module', '--eval', STATEMENT_CHURN],
      { cwd: import.meta.dirname, encoding: 'utf8', timeout: 20_000 },
    );
    expect(run.stderr).not.toContain('Assertion failed');
    expect(run.signal).toBeNull();
    expect(run.status).toBe(0);
  });
});
