import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { OIDC_CLIENT_ID, PORTAL_ACCESS_ROLE } from '@portal/contract';
import { EMBEDDED_REALM_PATH, type Config } from '../config/env.ts';
import type { Db } from '../db/dialect.ts';
import { runAsSystem } from '../db/tenant-context.ts';
import type { UserRow } from '../db/schema.ts';
import { findUserBySubject } from '../modules/users/users.repository.ts';
import { createAdapterFactory } from './adapter.ts';
import { loadProviderKeys } from './keys.ts';
import { errorPage, logoutPage } from './pages.ts';

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

/** The claims the portal's API and SPA read from an access token (CONTRACT §2). */
export function portalClaims(user: UserRow) {
  return {
    email: user.email,
    resource_access: {
      [OIDC_CLIENT_ID]: { roles: user.portal_access ? [PORTAL_ACCESS_ROLE] : [] },
    },
  };
}

/** The embedded OpenID Connect provider, mounted at /realms/timesheet. */
export async function createIdentityProvider(config: Config, db: Db): Promise<Provider> {
  const { publicUrl } = config.http;
  const keys = await loadProviderKeys(db);
  // The API is the only resource server; keycloak-js style clients never send `resource`.
  const apiResource = `${publicUrl}/api`;

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
        redirect_uris: [`${publicUrl}/signin`],
        post_logout_redirect_uris: [publicUrl, `${publicUrl}/`],
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
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
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
      return user ? portalClaims(user) : undefined;
    },
    findAccount: async (_ctx, sub) => {
      const user = await runAsSystem(() => findUserBySubject(db, sub));
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email_verified: true,
          name: user.name,
          ...splitName(user.name),
          ...portalClaims(user),
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
      ctx.body = errorPage('Sign-in could not continue', out.error_description ?? out.error);
    },
  };

  const provider = new Provider(config.oidc.issuer, configuration);
  provider.proxy = config.http.trustProxy;
  return provider;
}
