import type { CalendarFeedKind } from '@portal/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import type { CalendarFeedTable } from '../../db/schema.ts';

/** A person's feeds, personal first. */
export function listFeeds(db: Db, tenantId: string, userId: string) {
  return db
    .selectFrom('calendar_feeds')
    .select(['kind', 'created_at', 'last_used_at'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .orderBy('kind')
    .execute();
}

/** A person's feed of a kind, or undefined. */
export function findFeed(db: Db, tenantId: string, userId: string, kind: CalendarFeedKind) {
  return db
    .selectFrom('calendar_feeds')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/**
 * The feed whose secret has this hash, with its owner as they are now. Runs before the tenant is
 * known, so only in the system context.
 */
export function findFeedBySecretHash(db: Db, secretHash: string) {
  return db
    .selectFrom('calendar_feeds as feed')
    .innerJoin('users as owner', (join) =>
      join.onRef('owner.tenant_id', '=', 'feed.tenant_id').onRef('owner.id', '=', 'feed.user_id'),
    )
    .leftJoin('tenant_settings as settings', 'settings.tenant_id', 'feed.tenant_id')
    .select([
      'feed.tenant_id',
      'feed.id',
      'feed.kind',
      'feed.last_used_at',
      'owner.id as owner_id',
      'owner.role as owner_role',
      'owner.deactivated_at as owner_deactivated_at',
      'owner.language as owner_language',
      'settings.language as tenant_language',
    ])
    .where('feed.secret_hash', '=', secretHash)
    .executeTakeFirst();
}

/** Puts `feed` in the place of its person's feed of the same kind, if they had one. */
export async function replaceFeed(db: Db, feed: Insertable<CalendarFeedTable>): Promise<void> {
  await deleteFeed(db, feed.tenant_id, feed.user_id, feed.kind);
  await db.insertInto('calendar_feeds').values(feed).execute();
}

/** Deletes a person's feed of a kind, if they have one. */
export async function deleteFeed(
  db: Db,
  tenantId: string,
  userId: string,
  kind: CalendarFeedKind,
): Promise<void> {
  await db
    .deleteFrom('calendar_feeds')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .execute();
}

export async function touchFeed(db: Db, tenantId: string, id: string, at: string): Promise<void> {
  await db
    .updateTable('calendar_feeds')
    .set({ last_used_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}
