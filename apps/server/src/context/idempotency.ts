import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { MessageParams, RefusalCode } from '@portal/contract';
import type { Db } from '../db/dialect.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { runAsSystem } from '../db/tenant-context.ts';
import { AppError, refuse } from '../errors.ts';
import type { Caller } from './caller.ts';

/** The request header naming one change, so that sending it again changes nothing more. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer given again from what the change answered the first time. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key and its answer are kept. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a second request with a key waits for the first to finish before it is refused. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 25;
/** How often this process sweeps out expired keys. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** Printable ASCII without spaces: a UUID, a ULID, or any client's own token. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** What a change answered, kept under its key: its success body, or its refusal. */
export type KeptAnswer =
  | { kind: 'answer'; body: unknown }
  | { kind: 'refusal'; statusCode: number; code: RefusalCode; params: MessageParams };

type Claim =
  | { kind: 'first'; release: (answer: KeptAnswer | null) => Promise<void> }
  | { kind: 'again'; answer: KeptAnswer };

/** The key of a request, checked; undefined when it sent none. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (Array.isArray(header) || !KEY_PATTERN.test(header)) throw refuse(400, 'idempotency-key-invalid');
  return header;
}

const hashOf = (path: string, input: unknown) =>
  crypto
    .createHash('sha256')
    .update(path)
    .update('\n')
    .update(JSON.stringify(input) ?? '')
    .digest('hex');

/** Keys are per caller: another person's key is another key. Sign-up has no caller. */
const scopeOf = (caller: Caller | null) => ({
  tenant_id: caller?.tenantId ?? '',
  user_id: caller?.userId ?? '',
});

/**
 * Keeps the answers of changes by the caller's `Idempotency-Key`. The first request with a key
 * claims it (a row without an answer) before the change runs, so a duplicate arriving meanwhile
 * waits for that answer instead of making the change a second time; the same key with another
 * path or input is refused (422). A change that failed on the server's side releases its key, so
 * that sending it again tries again; a refusal is kept like an answer, since it changed nothing
 * and would say the same.
 */
export function createIdempotencyKeys(db: Db) {
  let sweptAt = 0;

  /** Public calls have no tenant to run as; their keys are found in the system context. */
  const asScope = <T>(caller: Caller | null, work: () => Promise<T>) => (caller ? work() : runAsSystem(work));

  async function sweep(now: number) {
    if (now - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = now;
    const expired = new Date(now - IDEMPOTENCY_KEY_TTL_MS).toISOString();
    await runAsSystem(() => db.deleteFrom('idempotency_keys').where('created_at', '<', expired).execute());
  }

  async function claim(caller: Caller | null, key: string, path: string, input: unknown): Promise<Claim> {
    const scope = scopeOf(caller);
    const requestHash = hashOf(path, input);
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const now = Date.now();
      const row = await asScope(caller, () =>
        db
          .selectFrom('idempotency_keys')
          .select(['request_hash', 'created_at', 'status_code', 'answer'])
          .where('tenant_id', '=', scope.tenant_id)
          .where('user_id', '=', scope.user_id)
          .where('key', '=', key)
          .executeTakeFirst(),
      );
      if (row && Date.parse(row.created_at) + IDEMPOTENCY_KEY_TTL_MS <= now) {
        await asScope(caller, () =>
          db
            .deleteFrom('idempotency_keys')
            .where('tenant_id', '=', scope.tenant_id)
            .where('user_id', '=', scope.user_id)
            .where('key', '=', key)
            .where('created_at', '=', row.created_at)
            .execute(),
        );
        continue;
      }
      if (row) {
        if (row.request_hash !== requestHash) throw refuse(422, 'idempotency-key-reused');
        if (row.answer !== null) return { kind: 'again', answer: JSON.parse(row.answer) as KeptAnswer };
        if (Date.now() >= deadline) throw refuse(409, 'idempotency-key-in-progress');
        await sleep(POLL_MS);
        continue;
      }
      const createdAt = new Date(now).toISOString();
      try {
        await asScope(caller, () =>
          db
            .insertInto('idempotency_keys')
            .values({
              ...scope,
              key,
              request_hash: requestHash,
              created_at: createdAt,
              status_code: null,
              answer: null,
            })
            .execute(),
        );
      } catch (error) {
        // Another request with this key claimed it first: wait for its answer.
        if (isUniqueViolation(error)) continue;
        throw error;
      }
      await sweep(now);
      return { kind: 'first', release: (answer) => release(caller, key, createdAt, answer) };
    }
  }

  async function release(caller: Caller | null, key: string, createdAt: string, answer: KeptAnswer | null) {
    const scope = scopeOf(caller);
    await asScope(caller, async () => {
      const row = db
        .updateTable('idempotency_keys')
        .where('tenant_id', '=', scope.tenant_id)
        .where('user_id', '=', scope.user_id)
        .where('key', '=', key)
        .where('created_at', '=', createdAt);
      if (answer) {
        const statusCode = answer.kind === 'answer' ? 200 : answer.statusCode;
        await row.set({ status_code: statusCode, answer: JSON.stringify(answer) }).execute();
      } else {
        await db
          .deleteFrom('idempotency_keys')
          .where('tenant_id', '=', scope.tenant_id)
          .where('user_id', '=', scope.user_id)
          .where('key', '=', key)
          .where('created_at', '=', createdAt)
          .execute();
      }
    });
  }

  /**
   * Runs `change` once for `key`: the first time it runs and its outcome is kept; the same request
   * again answers that outcome (`replayed`), a refusal thrown again as it was. `keep` gives what of
   * an answer may be stored: an answer's secrets are not, so its replay leaves them out.
   */
  return async function once<T>(
    caller: Caller | null,
    key: string,
    path: string,
    input: unknown,
    change: () => Promise<T>,
    keep: (answer: T) => unknown = (answer) => answer,
  ): Promise<{ answer: T; replayed: boolean }> {
    const claimed = await claim(caller, key, path, input);
    if (claimed.kind === 'again') {
      const kept = claimed.answer;
      if (kept.kind === 'refusal') throw new AppError(kept.statusCode, kept.code, kept.params);
      return { answer: kept.body as T, replayed: true };
    }
    let answer: T;
    try {
      answer = await change();
    } catch (error) {
      const refused = error instanceof AppError && error.statusCode < 500;
      await claimed.release(
        refused
          ? { kind: 'refusal', statusCode: error.statusCode, code: error.code, params: error.params }
          : null,
      );
      throw error;
    }
    await claimed.release({ kind: 'answer', body: keep(answer) });
    return { answer, replayed: false };
  };
}

export type IdempotencyKeys = ReturnType<typeof createIdempotencyKeys>;
