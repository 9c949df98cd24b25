import type { WebhookNetwork } from '../src/modules/webhooks/webhooks.delivery.ts';
import { post } from '../src/modules/webhooks/webhooks.delivery.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1']);

/**
 * The network every test server's webhooks use: names resolve only from `names` (never through
 * DNS), and a connection to anything but loopback throws instead of being made, so that no test
 * reaches another address even when the code under test is wrong.
 */
export function loopbackOnlyNetwork(names: Record<string, string> = {}): WebhookNetwork & {
  /** Every address a connection was asked for, refused ones included. */
  connections: string[];
} {
  const connections: string[] = [];
  return {
    connections,
    resolve: async (hostname) => {
      const address = names[hostname];
      if (address === undefined)
        throw Object.assign(new Error(`${hostname} is not known`), { code: 'ENOTFOUND' });
      return [{ address, family: address.includes(':') ? 6 : 4 }];
    },
    post: async (connection) => {
      connections.push(connection.address);
      if (!LOOPBACK.has(connection.address)) throw new Error(`A test connected to ${connection.address}`);
      return post(connection);
    },
  };
}
