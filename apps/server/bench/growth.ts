import fs from 'node:fs';
import path from 'node:path';
import { SqliteDatabase } from '../src/db/sqlite-driver.ts';
import { openDatabase } from '../src/db/dialect.ts';
import { DEFAULT_OPTIONS, Dataset, type DatasetOptions } from './dataset.ts';
import { runAsTenant } from '../src/db/tenant-context.ts';
import { REVIEW_GRID, endpoints, findSubjects } from './endpoints.ts';
import { formatCount } from './options.ts';
import { captureQueries, sqliteReplayer, timeRuns } from './query-only.ts';
import { seedDataset } from './seeder.ts';

/** The options a SQLite bench store was seeded with, kept beside it so it can be reused. */
export const MANIFEST = 'bench-dataset.json';

/** Changes whenever the generator draws different rows from the same options. */
const DATASET_FORMAT = 4;

export function writeManifest(dataDir: string, options: DatasetOptions): void {
  const manifest = { format: DATASET_FORMAT, ...options };
  fs.writeFileSync(path.join(dataDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Whether the store in `dataDir` was seeded with `options` by this generator. */
function seededWith(dataDir: string, options: DatasetOptions): boolean {
  try {
    const manifest = fs.readFileSync(path.join(dataDir, MANIFEST), 'utf8');
    return manifest === `${JSON.stringify({ format: DATASET_FORMAT, ...options }, null, 2)}\n`;
  } catch {
    return false;
  }
}

export interface GrowthPoint {
  entries: number;
  days: number;
  weekEntries: number;
  medianMs: number;
  p90Ms: number;
  plan: string;
  seededSeconds: number | null;
}

/**
 * The SQLite store of `entries` entries whose history grows with them (every week holds as much
 * as in the 1M store, as a real store grows): the main store when it is this very data set, else
 * `growth-<size>` beside it, seeded there once and reused while its options match.
 */
export async function growthStore(
  baseDir: string,
  entries: number,
  { password, log }: { password: string; log: (line: string) => void },
): Promise<{ dataDir: string; days: number; seededSeconds: number | null }> {
  const options: DatasetOptions = {
    ...DEFAULT_OPTIONS,
    entries,
    days: Math.max(14, Math.round((DEFAULT_OPTIONS.days * entries) / DEFAULT_OPTIONS.entries)),
  };
  const candidates = [baseDir, path.join(baseDir, `growth-${formatCount(entries)}`)];
  const found = candidates.find((dir) => seededWith(dir, options));
  if (found) return { dataDir: found, days: options.days, seededSeconds: null };
  const dataDir = candidates[1]!;
  fs.mkdirSync(dataDir, { recursive: true });
  log(`Seeding the ${formatCount(entries)} growth store (${options.days} days) in ${dataDir}...`);
  const report = await seedDataset(
    { kind: 'sqlite', file: path.join(dataDir, 'portal.sqlite') },
    new Dataset(options),
    { password, replace: true, log },
  );
  writeManifest(dataDir, options);
  return { dataDir, days: options.days, seededSeconds: report.seconds };
}

/**
 * The review's SQL, in the grid shape the Review screen asks for, for one week of the largest
 * tenant at several store sizes. History grows and every week holds as much as before, as a real
 * store grows: the cost must follow the week.
 */
export async function measureGrowth(
  baseDir: string,
  sizes: number[],
  { password, budgetMs, log }: { password: string; budgetMs: number; log: (line: string) => void },
): Promise<GrowthPoint[]> {
  const points: GrowthPoint[] = [];
  for (const entries of sizes) {
    const { dataDir, days, seededSeconds } = await growthStore(baseDir, entries, { password, log });
    const store = { kind: 'sqlite' as const, file: path.join(dataDir, 'portal.sqlite') };
    const owner = openDatabase(store, { as: 'owner' });
    const subjects = await findSubjects(owner);
    await owner.destroy();
    const review = endpoints(subjects).find((endpoint) => endpoint.name === REVIEW_GRID)!;
    const queries = await captureQueries(store, (db) =>
      runAsTenant(subjects.admin.tenantId, () => review.handle(db, subjects.admin, review.body())),
    );
    const replayer = sqliteReplayer(store.file);
    const timing = await timeRuns(() => replayer.run(queries), { budgetMs });
    await replayer.close();
    const raw = new SqliteDatabase(store.file, { readonly: true });
    const sumWeek = queries.find((query) => /sum\(/i.test(query.sql))!;
    const plan = (
      raw.prepare(`explain query plan ${sumWeek.sql}`).all(...sumWeek.parameters) as { detail: string }[]
    )
      .map((step) => step.detail)
      .join('; ');
    const weekEntries = (
      raw
        .prepare('select count(*) as n from time_entries where tenant_id = ? and date between ? and ?')
        .get(subjects.admin.tenantId, subjects.week.startDate, subjects.week.endDate) as { n: number }
    ).n;
    raw.close();
    points.push({ entries, days, weekEntries, ...timing, plan, seededSeconds });
  }
  return points;
}
