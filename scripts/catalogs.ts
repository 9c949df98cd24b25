/**
 * The message catalogs: `extract` writes each English source catalog from the code; `check` fails
 * when a source catalog is not what the code says (a text added, changed or gone without
 * extracting) or when a language lacks a text, has one the code no longer uses, or breaks a
 * message's placeholders.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCALES } from '../packages/contract/src/i18n.ts';

const root = path.resolve(import.meta.dirname, '..');
const formatjs = path.join(root, 'node_modules/.bin/formatjs');

/** Each catalog: where its texts are written in the code, and the folder of its languages. */
const CATALOGS = [
  {
    name: 'web',
    sources: ['apps/web/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    folder: 'apps/web/src/locales',
  },
  {
    name: 'server',
    // The contract's notification titles: emails word them in their recipient's language.
    sources: ['apps/server/src/**/*.ts', 'packages/contract/src/notifications.ts'],
    folder: 'apps/server/src/i18n/locales',
  },
];

function extract(sources: string[], outFile: string): void {
  execFileSync(
    formatjs,
    [
      'extract',
      ...sources,
      '--ignore',
      '**/*.test.ts',
      '**/*.test.tsx',
      '--additional-function-names',
      't',
      '--format',
      'simple',
      '--throws',
      '--out-file',
      outFile,
    ],
    { cwd: root, stdio: 'inherit' },
  );
}

function check(): boolean {
  const scratch = mkdtempSync(path.join(tmpdir(), 'catalogs-'));
  let good = true;
  try {
    for (const catalog of CATALOGS) {
      const fresh = path.join(scratch, `${catalog.name}.json`);
      extract(catalog.sources, fresh);
      const committed = path.join(root, catalog.folder, 'en.json');
      if (readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8')) {
        console.error(`${catalog.folder}/en.json is not what the code says: run npm run i18n:extract`);
        good = false;
      }
      try {
        execFileSync(
          formatjs,
          [
            'verify',
            '--source-locale',
            'en',
            '--missing-keys',
            '--extra-keys',
            '--structural-equality',
            ...LOCALES.map((locale) => path.join(catalog.folder, `${locale}.json`)),
          ],
          { cwd: root, stdio: 'inherit' },
        );
      } catch {
        console.error(
          `${catalog.folder}: a language lacks a text, has one the code no longer uses, or breaks one`,
        );
        good = false;
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return good;
}

const command = process.argv[2];
if (command === 'extract') {
  for (const catalog of CATALOGS) extract(catalog.sources, path.join(root, catalog.folder, 'en.json'));
} else if (command === 'check') {
  if (!check()) process.exit(1);
  console.log('catalogs: every language has every text the code uses, and no other');
} else {
  console.error('usage: tsx scripts/catalogs.ts extract|check');
  process.exit(2);
}
