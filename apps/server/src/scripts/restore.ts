import fs from 'node:fs';
import path from 'node:path';
import { SqliteDatabase } from '../db/sqlite-driver.ts';
import { loadConfig } from '../config/env.ts';

/**
 * Puts a backup made by `npm run backup` in place of the SQLite database. Stop the portal first:
 * a running server keeps the old file open.
 */
function main() {
  const config = loadConfig();
  const backup = process.argv[2];
  if (config.db.kind !== 'sqlite' || !backup) {
    console.error('Usage: npm run restore -- <backup.sqlite>   (SQLite only; PostgreSQL: pg_restore)');
    process.exit(1);
  }
  const checked = new SqliteDatabase(path.resolve(backup), { readonly: true, fileMustExist: true });
  const [{ integrity_check: integrity } = { integrity_check: 'missing' }] = checked.pragma(
    'integrity_check',
  ) as {
    integrity_check: string;
  }[];
  checked.close();
  if (integrity !== 'ok') {
    console.error(`${backup} is damaged (integrity check: ${integrity}); nothing was changed.`);
    process.exit(1);
  }
  fs.mkdirSync(path.dirname(config.db.file), { recursive: true });
  // The old write-ahead log belongs to the old file and must not be replayed onto the backup.
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${config.db.file}${suffix}`, { force: true });
  fs.copyFileSync(path.resolve(backup), config.db.file);
  console.log(`Restored ${backup} into ${config.db.file}`);
}

main();
