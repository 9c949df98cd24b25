/** A sign-in call's answer: the checked data, or the server's message when it refused. */
export type Lookup<T> = { ok: true; data: T } | { ok: false; message: string | null };

export interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * GET with the fresh access token, for the sign-in gate's own calls. They do not go through the
 * api client: its 401 handling sends the browser to /signin, where the gate itself runs.
 */
export async function authorizedGet<T>(
  url: string,
  accessToken: string,
  answer: Parser<T>,
  fetchFn: typeof fetch = fetch,
): Promise<Lookup<T>> {
  try {
    const response = await fetchFn(url, { headers: { Authorization: `Bearer ${accessToken}` } });
    const body: unknown = await response.json().catch(() => null);
    const parsed = answer.safeParse(body);
    if (response.ok && parsed.success) return { ok: true, data: parsed.data };
    const msg = (body as { msg?: unknown } | null)?.msg;
    return { ok: false, message: typeof msg === 'string' && msg ? msg : null };
  } catch {
    return { ok: false, message: null };
  }
}
