import { serialRequestsOf, type MixItem } from './capacity.ts';
import type { ServerChild } from './server-process.ts';

/**
 * The mix's requests one at a time through the whole server (`app.inject`, no sockets): each
 * kind's median cost in ms, the fixed cost of a request that the capacity divides one core by.
 */
export async function serialMixCosts(
  server: ServerChild,
  mix: MixItem[],
  count: number,
): Promise<Map<string, number>> {
  const costs = new Map<string, number>();
  for (const item of mix) {
    const { token, bodies } = serialRequestsOf(item, count);
    const injected = await server.request(
      { type: 'inject', path: item.endpoint.path, headers: { authorization: `Bearer ${token}` }, bodies },
      'injected',
    );
    if (injected.statuses.some((status) => status !== 200)) {
      throw new Error(`${item.name} answered ${injected.statuses.join(', ')} in-process`);
    }
    costs.set(item.name, injected.medianMs);
  }
  return costs;
}
