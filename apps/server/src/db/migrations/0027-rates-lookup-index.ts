import type { Kysely } from 'kysely';

// An entry's rate is looked up level by level (person on project, person, project, tenant), each
// the latest of its level valid on the day. `rates_level_key` holds the levels as expressions
// (coalesce(user_id, '')), which PostgreSQL's row-level security does not let an index seek use
// before the policy is checked: each lookup read all of the tenant's rates of the kind (752 on the
// 500-person bench tenant) eight times an entry. On the plain columns every lookup is one seek.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('rates_lookup_idx')
    .on('rates')
    .columns(['tenant_id', 'kind', 'user_id', 'project_id', 'valid_from'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('rates_lookup_idx').execute();
}
