import { OIDC_CLIENT_ID, OIDC_REALM } from '@portal/contract';
import { z } from 'zod';

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

const RuntimeConfigSchema = z.object({
  /** Issuer of the identity provider, e.g. `https://host/realms/timesheet`. */
  oidcAuthority: z.url().transform(withoutTrailingSlash),
  oidcClientId: z.string().min(1),
  /** The logistics suite site the header links to. */
  suiteSiteUrl: z.url(),
  /** Base address of the suite site that serves the tenant check, `api.auth.getTenant`. */
  tenantCheckUrl: z.url().transform(withoutTrailingSlash),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

/**
 * Parses the `portal-config` meta tag the server adds to index.html. Without the tag (vite dev)
 * everything lives on this origin; a malformed tag fails loudly rather than half-configuring sign-in.
 */
export function parseRuntimeConfig(content: string | null, origin: string): RuntimeConfig {
  if (content === null) {
    return {
      oidcAuthority: `${origin}/realms/${OIDC_REALM}`,
      oidcClientId: OIDC_CLIENT_ID,
      suiteSiteUrl: origin,
      tenantCheckUrl: origin,
    };
  }
  const parsed = RuntimeConfigSchema.safeParse(JSON.parse(content));
  if (!parsed.success) throw new Error(`Invalid portal-config meta tag: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

let config: RuntimeConfig | undefined;

/** The runtime config, read once on first use; nothing else reads runtime configuration. */
export function getEnv(): RuntimeConfig {
  config ??= parseRuntimeConfig(
    document.querySelector<HTMLMetaElement>('meta[name="portal-config"]')?.content ?? null,
    window.location.origin,
  );
  return config;
}
