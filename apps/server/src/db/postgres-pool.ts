import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { LOCKING } from './locks.ts';
import { WRITE_BEHIND } from './write-behind.ts';

/** How many statements one PostgreSQL connection keeps prepared. */
const PREPARED_PER_CONNECTION = 300;

/** PostgreSQL's answer when a prepared statement's plan no longer fits a changed table. */
const CACHED_PLAN_CHANGED = '0A000';

const EMPTY_RESULT = { command: 'SELECT', rowCount: 0, rows: [] };

/** A statement that opens (first group) or ends (second group) a transaction. */
const TRANSACTION_CONTROL = /^(?:(begin|start transaction)|(commit|rollback))\b/i;

/** A statement as Kysely sends it: text with $1, $2, … and their values. */
export interface Statement {
  text: string;
  values: readonly unknown[];
}

/** What travels with the pool's commits, told of every other statement sent and answered. */
export interface CommitCompanion {
  /** Statements to send with a commit of a transaction that changed something, built as it goes. */
  atCommit?: () => readonly Statement[];
  /** Called as each other statement is sent and again as it is answered. */
  onStatement?: () => void;
}

/**
 * The app's pool, each connection of which saves round trips:
 *
 * - node-postgres has every query parsed and planned anew, and with row-level security planning
 *   cost as much as running most of the portal's queries. Each connection prepares its statements
 *   by name instead, the first time it runs each SQL text, up to a bound (lists of ids of varying
 *   length make new texts, which past the bound run unprepared). A statement whose plan a schema
 *   change made stale (another instance migrated) is prepared again: at once outside a
 *   transaction, on its next use inside one, which PostgreSQL has already aborted.
 * - A transaction's `begin` is held back and sent with its first statement when that statement
 *   has no parameters (one message may carry several statements only then): a change's first
 *   statement is the lock of what it changes (`locks.ts`), so beginning costs no round trip of its
 *   own. A first statement that takes the locks itself (`runLocking`) carries the `begin` with
 *   its values written in (below). A transaction that sends nothing sends no `begin` and no
 *   `commit` either.
 * - A change whose answer nobody reads (`writeBehind`) is held within a transaction and sent with
 *   its next statement, or its commit: as text, with its values written in as literals by the
 *   driver's own quoting, since one message may carry several statements only without parameters.
 *   What `companion` adds to a commit (the call's live events) travels with it the same way.
 */
export function preparingPool(pool: pg.Pool, companion: CommitCompanion = {}): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const prepare = (client: pg.PoolClient): PostgresPoolClient => {
    const names = new Map<string, string>();
    let prepared = 0;
    let inTransaction = false;
    let beginHeld = false;
    const nameOf = (text: string) => {
      let name = names.get(text);
      if (!name && prepared < PREPARED_PER_CONNECTION) {
        prepared += 1;
        name = `portal_${prepared}`;
        names.set(text, name);
      }
      return name;
    };
    const run = async (text: string, values: readonly unknown[]) => {
      if (values.length === 0) {
        // Sent as one simple query, which may hold several statements; its answer is the last one's.
        const answer = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
        return Array.isArray(answer) ? answer.at(-1)! : answer;
      }
      const name = nameOf(text);
      return client.query({ ...(name ? { name } : {}), text, values: [...values] });
    };
    let held: string[] = [];
    const send = async (text: string, values: readonly unknown[]) => {
      const before = [...(beginHeld ? ['begin'] : []), ...held];
      beginHeld = false;
      held = [];
      if (before.length === 0) return run(text, values);
      if (values.length === 0) return run([...before, text].join('; '), values);
      await run(before.join('; '), []);
      return run(text, values);
    };
    return {
      release: () => {
        beginHeld = false;
        held = [];
        client.release();
      },
      // Kysely sends text and values; it has no cursor to pass here.
      query: (async (asked: string, askedValues: readonly unknown[]) => {
        let text = asked;
        let values = askedValues;
        if (text.startsWith(LOCKING)) {
          text = text.slice(LOCKING.length);
          // The first statement carries the held begin, which it can only without parameters.
          if (beginHeld) {
            text = withLiterals(client, text, values);
            values = [];
          }
        }
        if (text.startsWith(WRITE_BEHIND)) {
          const statement = text.slice(WRITE_BEHIND.length);
          if (!inTransaction) return send(statement, values);
          held.push(withLiterals(client, statement, values));
          return EMPTY_RESULT;
        }
        const control = TRANSACTION_CONTROL.exec(text);
        if (control?.[1]) {
          inTransaction = true;
          // A plain begin waits for the first statement; one with options (isolation) goes as is.
          if (text === 'begin') {
            beginHeld = true;
            return EMPTY_RESULT;
          }
        } else if (control?.[2]) {
          inTransaction = false;
          if (control[2].toLowerCase() === 'rollback') held = [];
          if (beginHeld && held.length === 0) {
            beginHeld = false;
            return EMPTY_RESULT;
          }
          if (control[2].toLowerCase() === 'commit') {
            for (const statement of companion.atCommit?.() ?? [])
              held.push(withLiterals(client, statement.text, statement.values));
          }
        }
        if (!control) companion.onStatement?.();
        try {
          return await send(text, values);
        } catch (error) {
          if ((error as { code?: string }).code !== CACHED_PLAN_CHANGED) throw error;
          names.delete(text);
          if (inTransaction) throw error;
          return run(text, values);
        } finally {
          if (!control) companion.onStatement?.();
        }
      }) as unknown as PostgresPoolClient['query'],
    };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        wrapped = prepare(client);
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
}

/**
 * A statement built with parameters ($1, $2, …) as one with its values written in as literals,
 * quoted by the driver as PostgreSQL reads them; like parameters, they take their type from where
 * they stand. Only for the query builder's statements, which hold no `$` of their own.
 */
function withLiterals(client: pg.PoolClient, text: string, values: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, index: string) => {
    const value = values[Number(index) - 1];
    if (value === null || value === undefined) return 'null';
    if (
      typeof value === 'string' ||
      typeof value === 'number' ||
      typeof value === 'bigint' ||
      typeof value === 'boolean'
    )
      return client.escapeLiteral(String(value));
    throw new Error(`A held statement cannot carry a ${typeof value} value`);
  });
}
