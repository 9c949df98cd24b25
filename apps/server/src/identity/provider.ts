import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { PORTAL_ACCESS_ROLE, changed } from '@portal/contract';
import { EMBEDDED_REALM_PATH, type Config } from '../config/env.ts';
import type { LivePublisher } from '../context/effects.ts';
import type { Db } from '../db/dialect.ts';
import { runAsSystem, runAsTenant } from '../db/tenant-context.ts';
import type { UserRow } from '../db/schema.ts';
import { endUserSessions } from '../modules/users/user-sessions.ts';
import { findUserBySubject } from '../modules/users/users.repository.ts';
import { createAdapterFactory } from './adapter.ts';
import { loadProviderKeys } from './keys.ts';
import { errorPage, logoutConfirmPage, logoutPage, pageLocale } from './pages.ts';

/** Keycloak's endpoint layout, so the SPA works unchanged against a real Keycloak realm. */
const OPENID_CONNECT = '/protocol/openid-connect';
/** Access tokens are short-lived like Keycloak's; the SPA refreshes them with the refresh token. */
const ACCESS_TOKEN_TTL_SECONDS = 5 * 60;
const SESSION_TTL_SECONDS = 10 * 60 * 60;

/** OpenID Connect's given and family name from the one name the portal keeps. */
function splitName(name: string) {
  const [givenName = '', ...rest] = name.trim().split(/\s+/);
  return { given_name: givenName, family_name: rest.join(' ') };
}

/**
 * The origins the portal's client may return to. Without a configured PUBLIC_URL every loopback
 * spelling of the port is the same portal (RFC 8252 §7.3), so a person who opens 127.0.0.1 or
 * [::1] instead of localhost can sign in; a configured address is matched exactly.
 */
export function clientOrigins({ publicUrl, publicUrlConfigured, port }: Config['http']): string[] {
  if (publicUrlConfigured) return [publicUrl];
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`);
}

/** The claims the portal's API and SPA read from an access token (CONTRACT §2), for the configured client. */
export function portalClaims(user: UserRow, clientId: string) {
  return {
    email: user.email,
    email_verified: true,
    resource_access: {
      [clientId]: { roles: user.portal_access ? [PORTAL_ACCESS_ROLE] : [] },
    },
  };
}

/** The embedded OpenID Connect provider, mounted at /realms/timesheet. */
export async function createIdentityProvider(
  config: Config,
  db: Db,
  live: Pick<LivePublisher, 'publish'>,
): Promise<Provider> {
  const { publicUrl } = config.http;
  const keys = await loadProviderKeys(db);
  // The API is the only resource server; keycloak-js style clients never send `resource`.
  const apiResource = `${publicUrl}/api`;
  const origins = clientOrigins(config.http);

  const configuration: Configuration = {
    adapter: createAdapterFactory(db),
    jwks: keys.jwks as Configuration['jwks'],
    cookies: { keys: keys.cookieKeys },
    clients: [
      {
        client_id: config.oidc.clientId,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((origin) => `${origin}/signin`),
        post_logout_redirect_uris: origins.flatMap((origin) => [origin, `${origin}/`]),
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile', 'offline_access'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    routes: {
      authorization: `${OPENID_CONNECT}/auth`,
      token: `${OPENID_CONNECT}/token`,
      jwks: `${OPENID_CONNECT}/certs`,
      userinfo: `${OPENID_CONNECT}/userinfo`,
      end_session: `${OPENID_CONNECT}/logout`,
      revocation: `${OPENID_CONNECT}/revoke`,
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_TTL_SECONDS,
      Interaction: 60 * 60,
      Grant: SESSION_TTL_SECONDS,
      Session: SESSION_TTL_SECONDS,
      RefreshToken: SESSION_TTL_SECONDS,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // Only the portal's own sign-out, which proves itself with an ID token issued to the person
        // signed in here, signs out at once. Any other request is asked to confirm: a link or form
        // on a foreign page, even one carrying a valid ID token of someone else (anyone can sign up
        // and put their own in a link). The provider has already verified the hint's signature and
        // audience, so its subject can be trusted.
        logoutSource: async (ctx, form) => {
          const hintSubject = ctx.oidc.entities.IdTokenHint?.payload.sub;
          const accountId = ctx.oidc.session?.accountId;
          const fromPortal =
            accountId !== undefined &&
            hintSubject === accountId &&
            ctx.oidc.client?.clientId === config.oidc.clientId;
          ctx.type = 'html';
          const locale = pageLocale(ctx.headers);
          ctx.body = fromPortal ? logoutPage(form, locale) : logoutConfirmPage(form, locale);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: 'openid email profile',
          audience: config.oidc.clientId,
          accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    // Like Keycloak, every sign-in of the portal's client gets a refresh token.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const accountId = token.accountId;
      const user = await runAsSystem(() => findUserBySubject(db, accountId));
      return user ? portalClaims(user, config.oidc.clientId) : undefined;
    },
    findAccount: async (_ctx, sub) => {
      const user = await runAsSystem(() => findUserBySubject(db, sub));
      // A deactivated person has no account here: sign-in and token refresh fail for them.
      if (!user || user.deactivated_at) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          name: user.name,
          ...splitName(user.name),
          ...portalClaims(user, config.oidc.clientId),
        }),
      };
    },
    // The portal is the provider's only client, so signing in grants it at once: no consent page.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile offline_access');
      grant.addResourceScope(apiResource, 'openid email profile');
      await grant.save();
      return grant;
    },
    interactions: {
      url: (_ctx, interaction) => `${EMBEDDED_REALM_PATH}/login/${interaction.uid}`,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      const wrongAddress = /redirect_uri/.test(out.error_description ?? '');
      ctx.body = errorPage(
        wrongAddress
          ? { reason: 'wrong-address', publicUrl }
          : { reason: 'failed', description: out.error_description ?? out.error },
        pageLocale(ctx.headers),
      );
    },
  };

  const provider = new Provider(config.oidc.issuer, configuration);
  provider.proxy = config.http.trustProxy;
  // Signing out ends every session of the person at once, access tokens included, before the
  // browser is sent on: the provider alone would leave refresh tokens of offline grants alive. The
  // `users` event drops the person's kept caller on every instance (`Callers`).
  provider.use(async (ctx, next) => {
    await next();
    const session = ctx.oidc?.session;
    if (ctx.oidc?.route !== 'end_session_confirm' || !session?.accountId || ctx.status >= 400) return;
    const user = await runAsSystem(() => findUserBySubject(db, session.accountId!));
    // Outside any request's tenant, so the person's own tenant is entered for row-level security.
    if (!user) return;
    await runAsTenant(user.tenant_id, () => endUserSessions(db, user.tenant_id, user.id));
    await live.publish(user.tenant_id, [changed.users()]);
  });
  return provider;
}
