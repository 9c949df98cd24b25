import type { MessageParams } from '@portal/contract';
import { Dexie, type EntityTable } from 'dexie/dist/dexie.mjs';
import type { ApiError } from '../api-error.ts';
import type { Owner, OutboxCounts } from './outbox.ts';

/** A change kept on this device until the server has it: sent in `seq` order, with its own key. */
export interface QueuedChange {
  /** The order the changes were made in. */
  seq: number;
  userId: string;
  tenantId: string;
  /** The endpoint, by its contract path. */
  path: string;
  /** What the change sends, without the tenant, which the api client adds. */
  input: Record<string, unknown>;
  /** Sent with every attempt, so that the server makes the change once however often it arrives. */
  idempotencyKey: string;
  /** When it was made, on the device's clock (ISO). */
  createdAt: string;
  state: 'pending' | 'refused';
  /** The server's refusal of a 'refused' change. */
  status?: number;
  msg?: string;
  code?: string;
  params?: MessageParams;
}

export type NewChange = Omit<QueuedChange, 'seq' | 'state' | 'createdAt'>;

type OutboxDb = Dexie & { changes: EntityTable<QueuedChange, 'seq'> };

export function openOutboxDb(name = 'portal-outbox'): OutboxDb {
  const db = new Dexie(name) as OutboxDb;
  db.version(1).stores({ changes: '++seq, [tenantId+userId], idempotencyKey' });
  return db;
}

/**
 * The outbox's rows, always read and written for one owner: another person signed in on the same
 * device neither sees nor sends them. `onCounts` hears the owner's counts after every write.
 */
export function createChanges(db: OutboxDb, onCounts: (owner: Owner, counts: OutboxCounts) => void) {
  const ofOwner = ({ tenantId, userId }: Owner) =>
    db.changes.where('[tenantId+userId]').equals([tenantId, userId]);

  async function counts(owner: Owner): Promise<OutboxCounts> {
    const rows = await ofOwner(owner).toArray();
    const refused = rows.filter((row) => row.state === 'refused').length;
    return { pending: rows.length - refused, refused };
  }

  async function told<T>(owner: Owner, result: T): Promise<T> {
    onCounts(owner, await counts(owner));
    return result;
  }

  const ownerOf = (row: Pick<QueuedChange, 'tenantId' | 'userId'>): Owner => ({
    tenantId: row.tenantId,
    userId: row.userId,
  });

  return {
    counts,

    async add(change: NewChange): Promise<QueuedChange> {
      const row = { ...change, state: 'pending' as const, createdAt: new Date().toISOString() };
      const seq = await db.changes.add(row as QueuedChange);
      return told(ownerOf(change), { ...row, seq });
    },

    /** The owner's oldest change still to send. */
    async next(owner: Owner): Promise<QueuedChange | undefined> {
      const rows = await ofOwner(owner).sortBy('seq');
      return rows.find((row) => row.state === 'pending');
    },

    /** The owner's changes, oldest first. */
    async list(owner: Owner): Promise<QueuedChange[]> {
      return ofOwner(owner).sortBy('seq');
    },

    /** Forgets a change: the server has it, or its owner discarded it. */
    async remove(change: QueuedChange): Promise<void> {
      await db.changes.delete(change.seq);
      await told(ownerOf(change), undefined);
    },

    /** Keeps a refused change with the server's reason, for its owner to fix or discard. */
    async refuse(change: QueuedChange, error: ApiError): Promise<void> {
      await db.changes.update(change.seq, {
        state: 'refused',
        status: error.status,
        msg: error.msg,
        code: error.code,
        params: error.params,
      });
      await told(ownerOf(change), undefined);
    },

    /**
     * A refused change fixed by its owner: a new change, made now and so sent after those already
     * waiting, under a key of its own (the server keeps the refusal under the old one).
     */
    async revise(
      change: QueuedChange,
      input: Record<string, unknown>,
      idempotencyKey: string,
    ): Promise<void> {
      await db.transaction('rw', db.changes, async () => {
        await db.changes.delete(change.seq);
        await db.changes.add({
          userId: change.userId,
          tenantId: change.tenantId,
          path: change.path,
          input,
          idempotencyKey,
          createdAt: new Date().toISOString(),
          state: 'pending',
        } as QueuedChange);
      });
      await told(ownerOf(change), undefined);
    },

    /**
     * Takes back a change not sent yet, by its key: an entry added offline and deleted before it
     * reached the server. False when it has been sent (or refused) meanwhile.
     */
    async withdraw(owner: Owner, idempotencyKey: string): Promise<boolean> {
      const row = await ofOwner(owner)
        .filter((change) => change.idempotencyKey === idempotencyKey && change.state === 'pending')
        .first();
      if (!row) return false;
      await db.changes.delete(row.seq);
      return told(owner, true);
    },
  };
}

export type Changes = ReturnType<typeof createChanges>;
