import toast from 'react-hot-toast';
import type { z } from 'zod';
import { portalPost } from './api-client.ts';

/**
 * A portal read parsed by `schema`. Anything else, a missing answer included, shows the screen's
 * `failure` toast (once, however many reads failed at the same time) and throws, so that the query
 * ends in its error state.
 */
export async function readAnswer<T>(
  path: string,
  body: Record<string, unknown>,
  schema: z.ZodType<T>,
  failure: string,
): Promise<T> {
  const parsed = schema.safeParse(await portalPost(path, body).catch(() => null));
  if (!parsed.success) {
    toast.error(failure, { id: failure });
    throw new Error(failure);
  }
  return parsed.data;
}

/** A portal read that answers a list (`{ result, data }`), as `readAnswer` reads it: the list alone. */
export async function readList<T>(
  path: string,
  body: Record<string, unknown>,
  schema: z.ZodType<{ data: T[] }>,
  failure: string,
): Promise<T[]> {
  return (await readAnswer(path, body, schema, failure)).data;
}
