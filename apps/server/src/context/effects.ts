import { AsyncLocalStorage } from 'node:async_hooks';
import type { Endpoint, LiveEvent } from '@portal/contract';
import type { Db } from '../db/dialect.ts';

/** What emails need to know, when email is configured: the address the portal's links start with. */
export interface MailContext {
  publicUrl: string;
}

/** An enabled webhook endpoint of a tenant and the event types it takes. */
export interface WebhookEndpoint {
  id: string;
  events: ReadonlySet<string>;
}

/** A tenant's enabled webhook endpoints, read through `db` (the change's transaction) when not kept. */
export type WebhookEndpointsOf = (db: Db, tenantId: string) => Promise<readonly WebhookEndpoint[]>;

/** The call being served: its endpoint, its validated input, and where its webhook event goes. */
export interface ServedCall {
  endpoint: Endpoint;
  input: unknown;
  webhookEndpoints: WebhookEndpointsOf;
  /** The tenant whose streams hear of the call's changes and the events its endpoint declares. */
  audience?: { tenantId: string; declared: LiveEvent[] };
}

/** What a call's changes set off beyond its own transaction, once every change of it committed. */
interface Effects {
  /** Live events its services recorded, beyond those its endpoint declares. */
  events: LiveEvent[];
  /** Set when email is configured, so that a notification also queues its email. */
  mail: MailContext | undefined;
  /** The call being served; undefined for a scheduled job. */
  call: ServedCall | undefined;
  /** The events a commit of the call carried (`eventsKey`), until the call sends anything more. */
  carried?: string | undefined;
}

const context = new AsyncLocalStorage<Effects>();

/**
 * Runs a call (or a scheduled job) collecting the live events its services record; answers its
 * result, those events, for the caller to publish once it succeeded, and whether the commit of its
 * last change already carried them to every instance (`carryEvents`), nothing sent after it.
 */
export async function collectEffects<T>(
  mail: MailContext | undefined,
  work: () => Promise<T>,
  call?: ServedCall,
): Promise<[T, LiveEvent[], boolean]> {
  const effects: Effects = { events: [], mail, call };
  const result = await context.run(effects, work);
  const audience = call?.audience;
  const carried =
    audience !== undefined &&
    effects.carried === eventsKey(audience.tenantId, [...audience.declared, ...effects.events]);
  return [result, effects.events, carried];
}

/**
 * Records live events of a change, to be published once the call succeeded. Record them last in
 * the change's transaction, so that nothing that may still fail follows them. Outside a collecting
 * call (a script) there is nobody to tell, and they are dropped.
 */
export function recordEvents(...events: LiveEvent[]): void {
  context.getStore()?.events.push(...events);
}

/**
 * The call being served, when that call is `endpoint`: its validated input is what the webhook
 * event of its change is built from. Undefined in a scheduled job or a script, which serve no call.
 */
export function servedCall(endpoint: Endpoint): ServedCall | undefined {
  const call = context.getStore()?.call;
  return call?.endpoint === endpoint ? call : undefined;
}

/** Each event once, in the order first named. */
export function distinctEvents(events: readonly LiveEvent[]): LiveEvent[] {
  const seen = new Set<string>();
  return events.filter((event) => {
    const key = JSON.stringify(event);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The same key for the same tenant's events, in any order and however often each is named. */
const eventsKey = (tenantId: string, events: readonly LiveEvent[]) =>
  JSON.stringify([tenantId, [...new Set(events.map((event) => JSON.stringify(event)))].sort()]);

/**
 * The live events the current call tells of so far (what its endpoint declares and what its
 * services recorded), for the commit of its transaction to carry to every instance at once:
 * marked carried until the call sends another statement. Undefined outside a call, and for a
 * call that tells of nothing.
 */
export function carryEvents(): { tenantId: string; events: LiveEvent[] } | undefined {
  const effects = context.getStore();
  const audience = effects?.call?.audience;
  if (!effects || !audience) return undefined;
  const events = distinctEvents([...audience.declared, ...effects.events]);
  if (events.length === 0) return undefined;
  effects.carried = eventsKey(audience.tenantId, events);
  return { tenantId: audience.tenantId, events };
}

/** Notes that the current call sent or heard back from a statement after its events were carried. */
export function sentAfterCarrying(): void {
  const effects = context.getStore();
  if (effects) effects.carried = undefined;
}

/** What the current call's notifications need to queue their emails; undefined without email. */
export function mailContext(): MailContext | undefined {
  return context.getStore()?.mail;
}

/** What the server does with the events of committed changes. */
export interface LivePublisher {
  /** Set when notifications also queue email. */
  readonly mail: MailContext | undefined;
  /**
   * Tells the tenant's live streams, on every instance, what changed. Call it only once the changes
   * committed. Resolves once the events are on their way, so that what one answer's change causes
   * arrives before what a later call causes; it never rejects: a lost event costs a refetch, never
   * a change. `carried`: the commit of the change already sent them to PostgreSQL's other
   * listeners (`collectEffects`), so only this instance and its sibling workers are told here.
   */
  publish(tenantId: string, events: LiveEvent[], sent?: { carried: boolean }): Promise<void>;
  /** Calls `listener` with what this instance publishes, as it publishes it. */
  onPublish(listener: (tenantId: string, events: LiveEvent[]) => void): void;
  /**
   * Calls `listener` with every instance's events as this instance learns of them: its own as it
   * publishes them (before their call answers), other instances' as they arrive.
   */
  onChange(listener: (tenantId: string, events: LiveEvent[]) => void): void;
  /**
   * While this stays the same number, every committed change reached `onChange`'s listeners; a
   * new number means some may have been missed, null that changes are being missed now.
   */
  readonly listening: number | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LivePublisher;
    /** Each tenant's enabled webhook endpoints, kept between changes (`webhooks.subscriptions.ts`). */
    webhookEndpoints: WebhookEndpointsOf;
  }
}
