import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The tenant whose rows the current request may touch. On PostgreSQL it is handed to row-level
 * security on every connection the request uses; outside any context nothing is visible.
 */
const context = new AsyncLocalStorage<{ tenantId: string }>();

/** The context of sign-in and sign-up lookups, which must find a user before their tenant is known. */
export const SYSTEM_CONTEXT = '*';

export function runAsTenant<T>(tenantId: string, work: () => T): T {
  return context.run({ tenantId }, work);
}

/** Runs cross-tenant lookups: finding who signs in, creating a new tenant. Keep these few. */
export function runAsSystem<T>(work: () => T): T {
  return context.run({ tenantId: SYSTEM_CONTEXT }, work);
}

export function currentTenantContext(): string {
  return context.getStore()?.tenantId ?? '';
}
