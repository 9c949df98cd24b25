import crypto from 'node:crypto';
import { api, type AddClientBody, type Client, type UpdateClientBody } from '@portal/contract';
import type { z } from 'zod';
import type { Caller } from '../../context/caller.ts';
import type { Db } from '../../db/dialect.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { lockKey } from '../../db/locks.ts';
import { refuse } from '../../errors.ts';
import * as audit from '../audit/audit.service.ts';
import { presentClient } from './clients.presenter.ts';
import * as repository from './clients.repository.ts';

type ClientFields = Omit<z.output<typeof AddClientBody>, 'tenantId'>;

/**
 * What changes a client, or which projects belong to it, waits for the others of the same client
 * (and adding or renaming for the others of the tenant, as names are unique in it).
 */
export const lockClient = (trx: Db, tenantId: string, clientId: string) =>
  lockKey(trx, `client:${tenantId}:${clientId}`);
const lockClientNames = (trx: Db, tenantId: string) => lockKey(trx, `client-names:${tenantId}`);

export async function listClients(db: Db, caller: Caller): Promise<Client[]> {
  return (await repository.listClients(db, caller.tenantId)).map(presentClient);
}

/** Refuses a name another live client of the tenant has (409). */
async function checkNameFree(trx: Db, tenantId: string, name: string, exceptId?: string) {
  if (await repository.findClientNamed(trx, tenantId, name, exceptId)) throw refuse(409, 'client-name-taken');
}

/** A concurrent writer on PostgreSQL can still reach the unique index first: the same refusal. */
async function namedUniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(409, 'client-name-taken');
    throw error;
  }
}

export async function addClient(db: Db, caller: Caller, fields: ClientFields): Promise<string> {
  const id = crypto.randomUUID();
  await namedUniquely(() =>
    db.transaction().execute(async (trx) => {
      await lockClientNames(trx, caller.tenantId);
      await checkNameFree(trx, caller.tenantId, fields.name);
      await repository.insertClient(trx, {
        tenant_id: caller.tenantId,
        id,
        name: fields.name,
        contact: fields.contact,
        notes: fields.notes,
        created_at: new Date().toISOString(),
        deleted_at: null,
      });
      await audit.record(trx, caller, api.clients.addClient, id);
    }),
  );
  return id;
}

export async function updateClient(
  db: Db,
  caller: Caller,
  { clientId, ...fields }: Omit<z.output<typeof UpdateClientBody>, 'tenantId'>,
): Promise<void> {
  await namedUniquely(() =>
    db.transaction().execute(async (trx) => {
      await lockClientNames(trx, caller.tenantId);
      if (!(await repository.findActiveClient(trx, caller.tenantId, clientId))) {
        throw refuse(404, 'client-not-found');
      }
      await checkNameFree(trx, caller.tenantId, fields.name, clientId);
      await repository.updateClient(trx, caller.tenantId, clientId, {
        name: fields.name,
        contact: fields.contact,
        notes: fields.notes,
      });
      await audit.record(trx, caller, api.clients.updateClient, clientId);
    }),
  );
}

/** Deletes a client no live project belongs to; refused (409) with how many do. */
export async function deleteClient(db: Db, caller: Caller, clientId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockClient(trx, caller.tenantId, clientId);
    if (!(await repository.findActiveClient(trx, caller.tenantId, clientId))) {
      throw refuse(404, 'client-not-found');
    }
    const count = await repository.countProjectsOf(trx, caller.tenantId, clientId);
    if (count > 0) throw refuse(409, 'client-in-use', { count });
    await repository.updateClient(trx, caller.tenantId, clientId, { deleted_at: new Date().toISOString() });
    await audit.record(trx, caller, api.clients.deleteClient, clientId);
  });
}

/**
 * Refuses (404) a client the tenant does not have, or has deleted, for a project to belong to; run
 * inside the project's transaction, so that the client cannot be deleted meanwhile.
 */
export async function checkClientForProject(trx: Db, tenantId: string, clientId: string): Promise<void> {
  await lockClient(trx, tenantId, clientId);
  if (!(await repository.findActiveClient(trx, tenantId, clientId))) throw refuse(404, 'client-not-found');
}
