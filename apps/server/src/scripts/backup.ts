import fs from 'node:fs';
import path from 'node:path';
import { SqliteDatabase } from '../db/sqlite-driver.ts';
import { loadConfig } from '../config/env.ts';

/**
 * Online backup of the SQLite database with SQLite's backup API: consistent and safe while the
 * portal runs. PostgreSQL is backed up with pg_dump (docs/deployment.md).
 */
async function main() {
  const config = loadConfig();
  if (config.db.kind !== 'sqlite') {
    console.error('DATABASE_URL points at PostgreSQL: back it up with pg_dump (see docs/deployment.md).');
    process.exit(1);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = path.resolve(
    process.argv[2] ?? path.join(config.dataDir, 'backups', `portal-${stamp}.sqlite`),
  );
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const source = new SqliteDatabase(config.db.file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(target);
  } finally {
    source.close();
  }
  console.log(`Backed up ${config.db.file} to ${target}`);
}

await main();
