import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
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
};

export class UnscopedQueryError extends Error {}

/** Every identifier name found anywhere below `node`. */
function identifiers(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) identifiers(item, found);
  } else if (node && typeof node === 'object') {
    const operation = node as OperationNode & { name?: unknown };
    if (operation.kind === 'IdentifierNode' && typeof operation.name === 'string') found.add(operation.name);
    for (const value of Object.values(node)) identifiers(value, found);
  }
  return found;
}

function tablesRead(node: RootOperationNode): Set<string> {
  const source = node.kind === 'UpdateQueryNode' ? node.table : 'from' in node ? node.from : undefined;
  return identifiers(source);
}

/**
 * Refuses to run a read, update or delete of a tenant table whose WHERE clause does not name the
 * tenant column: a query without a tenant filter fails at once instead of leaking across tenants.
 * Only the narrow system context of sign-in and sign-up may look across tenants.
 */
export class TenantGuardPlugin implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (
      node.kind !== 'SelectQueryNode' &&
      node.kind !== 'UpdateQueryNode' &&
      node.kind !== 'DeleteQueryNode'
    ) {
      return node;
    }
    const guarded = [...tablesRead(node)].filter((table) => table in TENANT_COLUMN);
    if (guarded.length === 0 || currentTenantContext() === SYSTEM_CONTEXT) return node;
    const filtered = identifiers(node.where);
    const missing = guarded.filter((table) => !filtered.has(TENANT_COLUMN[table]!));
    if (missing.length > 0) {
      throw new UnscopedQueryError(`Query on ${missing.join(', ')} has no tenant filter`);
    }
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
