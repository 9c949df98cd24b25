import type { Kysely } from 'kysely';

// A person is known to the API by the identity provider's subject, never by an email they can
// change; each person's sessions can be ended at once; people can be deactivated; the identity
// store's rows carry their account so one person's sessions can be found and ended.
/** The one table this migration reads and writes rows of, as it stands after the migration. */
interface Payloads {
  oidc_payloads: {
    model: string;
    id: string;
    payload: string;
    expires_at: number | null;
    account_id: string | null;
  };
}

export async function up(db: Kysely<Payloads>): Promise<void> {
  await db.schema
    .alterTable('users')
    // The subject an external issuer (Keycloak) gives this person, bound at their first sign-in.
    .addColumn('idp_subject', 'varchar(255)')
    .execute();
  await db.schema.alterTable('users').addColumn('sessions_valid_after', 'bigint').execute();
  await db.schema.alterTable('users').addColumn('deactivated_at', 'varchar(32)').execute();
  // Like email and id, the subject is a global lookup: it is how a caller's tenant is found.
  await db.schema.createIndex('users_idp_subject_key').on('users').column('idp_subject').unique().execute();

  await db.schema.alterTable('oidc_payloads').addColumn('account_id', 'varchar(255)').execute();
  await db.schema
    .createIndex('oidc_payloads_account_id_idx')
    .on('oidc_payloads')
    .column('account_id')
    .execute();

  const now = Math.floor(Date.now() / 1000);
  await db.deleteFrom('oidc_payloads').where('expires_at', '<', now).execute();
  const rows = await db.selectFrom('oidc_payloads').select(['model', 'id', 'payload']).execute();
  for (const row of rows) {
    const { accountId } = JSON.parse(row.payload) as { accountId?: unknown };
    if (typeof accountId !== 'string') continue;
    await db
      .updateTable('oidc_payloads')
      .set({ account_id: accountId })
      .where('model', '=', row.model)
      .where('id', '=', row.id)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('oidc_payloads_account_id_idx').execute();
  await db.schema.alterTable('oidc_payloads').dropColumn('account_id').execute();
  await db.schema.dropIndex('users_idp_subject_key').execute();
  for (const column of ['deactivated_at', 'sessions_valid_after', 'idp_subject']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
