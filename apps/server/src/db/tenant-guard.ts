import type { Dialect, OperationNode, QueryCompiler } from 'kysely';
import { LRUCache } from 'lru-cache';
import { SYSTEM_CONTEXT, currentTenantContext } from './tenant-context.ts';

/** Tables holding tenants' rows, and the column that names the tenant in each. */
const TENANT_COLUMN: Record<string, string> = {
  tenants: 'id',
  users: 'tenant_id',
  projects: 'tenant_id',
  tasks: 'tenant_id',
  time_entries: 'tenant_id',
  week_statuses: 'tenant_id',
  week_transitions: 'tenant_id',
  audit_log: 'tenant_id',
  timers: 'tenant_id',
  notifications: 'tenant_id',
  tenant_settings: 'tenant_id',
  reminder_runs: 'tenant_id',
  email_outbox: 'tenant_id',
  work_contracts: 'tenant_id',
  holiday_calendars: 'tenant_id',
  company_holidays: 'tenant_id',
  absences: 'tenant_id',
  closed_months: 'tenant_id',
  entry_months: 'tenant_id',
  calendar_feeds: 'tenant_id',
  api_tokens: 'tenant_id',
  webhook_endpoints: 'tenant_id',
  webhook_deliveries: 'tenant_id',
};

export class UnscopedQueryError extends Error {}

type Node = OperationNode & Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).kind === 'string';

const isQuery = (node: Node) =>
  node.kind === 'SelectQueryNode' || node.kind === 'UpdateQueryNode' || node.kind === 'DeleteQueryNode';

/** The operation nodes directly below `node`, in arrays included. */
function* children(node: Node): Generator<Node> {
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield item;
    } else if (isNode(value)) {
      yield value;
    }
  }
}

const identifierName = (node: unknown): string | undefined =>
  isNode(node) && node.kind === 'IdentifierNode' && typeof node.name === 'string' ? node.name : undefined;

/** A table reference `t` or `t as a`: the table, and the name its columns are qualified by. */
function tableOf(node: unknown): { table: string; name: string } | undefined {
  if (!isNode(node)) return undefined;
  if (node.kind === 'AliasNode') {
    const table = tableOf(node.node);
    const alias = identifierName(node.alias);
    return table && alias ? { table: table.table, name: alias } : undefined;
  }
  if (node.kind !== 'TableNode') return undefined;
  const table = identifierName((node.table as Node).identifier);
  return table ? { table, name: table } : undefined;
}

/**
 * The column references below `node`, as `qualifier.column` or `.column` when unqualified. Nested
 * queries are left out: their references constrain their own tables, not this query's.
 */
function columnReferences(node: unknown, found = new Set<string>()): Set<string> {
  if (!isNode(node) || isQuery(node)) return found;
  if (node.kind === 'ReferenceNode') {
    const column = identifierName((node.column as Node).column);
    const qualifier = node.table ? tableOf(node.table)?.name : '';
    if (column !== undefined && qualifier !== undefined) found.add(`${qualifier}.${column}`);
    return found;
  }
  for (const child of children(node)) columnReferences(child, found);
  return found;
}

interface Scope {
  table: string;
  name: string;
  /** References that may constrain it besides the WHERE clause: its join condition. */
  on?: Set<string>;
  /** A FROM table may be constrained by an unqualified column too. */
  from: boolean;
}

/** The tables a query reads or changes: FROM (or the updated table, or USING) and JOIN. */
function scopesOf(node: Node): Scope[] {
  const fromItems = [
    ...(node.kind === 'UpdateQueryNode' ? [node.table] : []),
    ...(((node.from as Node | undefined)?.froms as unknown[] | undefined) ?? []),
    ...(((node.using as Node | undefined)?.tables as unknown[] | undefined) ?? []),
  ];
  const scopes: Scope[] = [];
  for (const item of fromItems) {
    const table = tableOf(item);
    if (table) scopes.push({ ...table, from: true });
  }
  for (const join of (node.joins as Node[] | undefined) ?? []) {
    const table = tableOf(join.table);
    if (table) scopes.push({ ...table, on: columnReferences(join.on), from: false });
  }
  return scopes;
}

/** The tenant tables of one query that none of its conditions constrain by their tenant column. */
function unscopedTables(node: Node): string[] {
  const where = columnReferences(node.where);
  return scopesOf(node)
    .filter(({ table, name, on, from }) => {
      const column = TENANT_COLUMN[table];
      if (column === undefined) return false;
      const qualified = `${name}.${column}`;
      return !(where.has(qualified) || on?.has(qualified) || (from && where.has(`.${column}`)));
    })
    .map(({ table }) => table);
}

/** Every query in the tree, the root and its subqueries. */
function* queriesIn(node: Node): Generator<Node> {
  if (isQuery(node)) yield node;
  for (const child of children(node)) yield* queriesIn(child);
}

/**
 * How many statements' verdicts are remembered. The portal has a few hundred statement shapes;
 * lists of ids (`in (?, ?, …)`) add one per length.
 */
const CHECKED_STATEMENTS = 2_000;

/**
 * Refuses to run a read, update or delete, or one nested in any statement, in which a tenant
 * table is not constrained by its own tenant column: FROM tables in the WHERE clause, joined
 * tables there or in their join condition. A query that would leak across tenants fails at once.
 * Only the narrow system context of sign-in and sign-up may look across tenants.
 *
 * The check runs where queries are compiled, so that a verdict can be kept by the statement's SQL:
 * the same text is the same query whatever its parameters, and walking the tree cost as much CPU
 * as running a small query. Only passes are kept; a refused statement is checked every time.
 */
export function withTenantGuard(dialect: Dialect): Dialect {
  const checked = new LRUCache<string, true>({ max: CHECKED_STATEMENTS });
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => dialect.createDriver(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: (): QueryCompiler => {
      const compiler = dialect.createQueryCompiler();
      return {
        compileQuery(node, queryId) {
          const compiled = compiler.compileQuery(node, queryId);
          if (currentTenantContext() === SYSTEM_CONTEXT || checked.has(compiled.sql)) return compiled;
          const missing = new Set<string>();
          for (const query of queriesIn(node as unknown as Node)) {
            for (const table of unscopedTables(query)) missing.add(table);
          }
          if (missing.size > 0) {
            throw new UnscopedQueryError(`Query on ${[...missing].join(', ')} has no tenant filter`);
          }
          checked.set(compiled.sql, true);
          return compiled;
        },
      };
    },
  };
}
