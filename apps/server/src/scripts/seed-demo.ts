import crypto from 'node:crypto';
import { loadConfig } from '../config/env.ts';
import { migrateToLatest, openDatabase } from '../db/dialect.ts';
import { hashPassword } from '../lib/password.ts';
import { recomputeTrackedHours } from '../modules/timesheet/timesheet.repository.ts';

/** The demo tenant's people; the first is its Admin. */
const PEOPLE = [
  { name: 'Avery Admin', email: 'admin@demo.example', role: 'Admin' },
  { name: 'Morgan Manager', email: 'manager@demo.example', role: 'Manager' },
  { name: 'Uma User', email: 'user@demo.example', role: 'User' },
  { name: 'Theo Tech', email: 'theo@demo.example', role: 'User' },
] as const;

const DEMO_TENANT_ID = 'demo-tenant';

/** The demo tenant's projects, their board column and their tasks. */
const PROJECTS = [
  {
    name: 'Harbour terminal expansion',
    status: 'In Progress',
    tasks: ['Berth survey', 'Crane tender', 'Permit filing'],
  },
  {
    name: 'Fleet telematics rollout',
    status: 'In Review',
    tasks: ['Device install', 'Driver training', 'Dashboard'],
  },
  { name: 'Warehouse slotting', status: 'New', tasks: ['Pick-path study', 'Rack relabel'] },
  { name: 'Customs paperwork audit', status: 'Done', tasks: ['Sample review', 'Report'] },
] as const;

/** How many weeks back from today the demo logs time. */
const WEEKS_OF_TIME = 4;

/** A small seeded generator, so every run loads the same hours. */
function seededRandom(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Loads the demo tenant with people, projects, tasks and some weeks of time (idempotent). Each run sets a fresh password, printed once, so no
 * password is ever stored in the repository.
 */
async function main() {
  const config = loadConfig();
  const db = openDatabase(config.db, { as: 'owner' });
  await migrateToLatest(config.db);
  const password = process.env.DEMO_PASSWORD ?? crypto.randomBytes(9).toString('base64url');
  const now = new Date().toISOString();
  const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('tenants')
      .values({ id: DEMO_TENANT_ID, name: 'Demo Logistics', subscription_ends_on: nextYear, created_at: now })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ subscription_ends_on: nextYear }))
      .execute();
    for (const person of PEOPLE) {
      const passwordHash = await hashPassword(password);
      await trx
        .insertInto('users')
        .values({
          ...person,
          tenant_id: DEMO_TENANT_ID,
          id: `demo-${person.role.toLowerCase()}-${person.name.split(' ')[0]!.toLowerCase()}`,
          password_hash: passwordHash,
          created_at: now,
        })
        .onConflict((conflict) => conflict.column('email').doUpdateSet({ password_hash: passwordHash }))
        .execute();
    }

    const admin = `demo-admin-avery`;
    const taskIds: { projectId: string; taskId: string }[] = [];
    for (const [index, project] of PROJECTS.entries()) {
      const projectId = `demo-project-${index + 1}`;
      await trx
        .insertInto('projects')
        .values({
          tenant_id: DEMO_TENANT_ID,
          id: projectId,
          name: project.name,
          description: `${project.name} for the Demo Logistics network.`,
          status: project.status,
          start_date: isoDate(new Date(Date.now() - 60 * 86_400_000)),
          end_date: null,
          team_size: project.tasks.length + 1,
          created_by: admin,
          created_at: now,
          deleted_at: null,
        })
        .onConflict((conflict) => conflict.columns(['tenant_id', 'id']).doNothing())
        .execute();
      for (const [taskIndex, title] of project.tasks.entries()) {
        const taskId = `${projectId}-task-${taskIndex + 1}`;
        taskIds.push({ projectId, taskId });
        await trx
          .insertInto('tasks')
          .values({
            tenant_id: DEMO_TENANT_ID,
            id: taskId,
            project_id: projectId,
            title,
            status: (['todo', 'in-progress', 'done'] as const)[taskIndex % 3]!,
            start_date: null,
            due_date: null,
            created_by: admin,
            created_at: now,
            deleted_at: null,
          })
          .onConflict((conflict) => conflict.columns(['tenant_id', 'id']).doNothing())
          .execute();
      }
    }

    // Weekdays of the last few weeks: two or three entries a day for everyone but the Admin.
    const random = seededRandom(20261121);
    for (let daysAgo = WEEKS_OF_TIME * 7; daysAgo >= 0; daysAgo -= 1) {
      const day = new Date(Date.now() - daysAgo * 86_400_000);
      if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
      for (const person of PEOPLE.slice(1)) {
        const userId = `demo-${person.role.toLowerCase()}-${person.name.split(' ')[0]!.toLowerCase()}`;
        const entries = 2 + Math.floor(random() * 2);
        for (let n = 0; n < entries; n += 1) {
          const { projectId, taskId } = taskIds[Math.floor(random() * taskIds.length)]!;
          await trx
            .insertInto('time_entries')
            .values({
              tenant_id: DEMO_TENANT_ID,
              id: `demo-entry-${userId}-${isoDate(day)}-${n}`,
              user_id: userId,
              project_id: projectId,
              task_id: taskId,
              date: isoDate(day),
              centihours: 100 + Math.floor(random() * 5) * 50,
              description: n === 0 ? 'Daily coordination' : '',
              created_at: now,
            })
            .onConflict((conflict) => conflict.columns(['tenant_id', 'id']).doNothing())
            .execute();
        }
      }
    }
    await recomputeTrackedHours(trx);
  });
  await db.destroy();

  console.log(
    `Demo tenant "Demo Logistics" is ready in ${config.db.kind === 'sqlite' ? config.db.file : 'PostgreSQL'}.`,
  );
  console.log(`Start the portal (npm start), open ${config.http.publicUrl} and sign in with one of:`);
  for (const person of PEOPLE) console.log(`  ${person.role.padEnd(8)} ${person.email}`);
  console.log(`Password for all of them (set by this run): ${password}`);
}

await main();
