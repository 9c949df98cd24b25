import { API_DOCS_PATH, type ApiToken } from '@portal/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { ListTable, listActionButton, listCell, type ListBody } from '../../../components/ui/list-table.tsx';
import { formatDay } from '../../../lib/i18n/format.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { readSession } from '../../../lib/session.ts';
import { useApiTokens, useTenantApiTokens } from '../api/get-api-tokens.ts';
import { useRevokeApiToken } from '../api/revoke-api-token.ts';
import { API_TOKEN_MESSAGES } from '../messages.ts';
import { ApiTokenFormModal } from './api-token-form-modal.tsx';

const day = (iso: string) => formatDay(new Date(iso), { dateStyle: 'medium' });

/**
 * The API tokens screen: the caller's personal tokens (for scripts and other systems calling the
 * API as them), how to create and revoke them, and for an Admin every token of the tenant's people.
 */
export function ApiTokensScreen() {
  const session = readSession();
  const isAdmin = session?.userRole === 'Admin';
  const own = useApiTokens();
  const tenant = useTenantApiTokens({ enabled: isAdmin });
  const revoke = useRevokeApiToken();
  const [creating, setCreating] = useState(false);

  const handleRevoke = (token: ApiToken) => {
    const question = t(
      {
        id: 'api-tokens.revoke.confirm',
        defaultMessage: 'Revoke the token {name}? Whatever uses it stops working at once.',
      },
      { name: token.name },
    );
    if (window.confirm(question)) revoke.mutate({ tokenId: token.id });
  };

  return (
    <div className="space-y-6">
      <section className="rounded-2xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-white/3">
        <div className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
          <p className="max-w-2xl text-sm text-gray-600 dark:text-gray-400">
            {t({
              id: 'api-tokens.intro',
              defaultMessage:
                'Personal API tokens let scripts and other systems call the portal’s API as you, with your role. A read-only token cannot change anything. Try the API with one on the API documentation page.',
            })}{' '}
            <a
              href={`${API_DOCS_PATH}/`}
              className="font-medium text-brand-600 underline dark:text-brand-400"
            >
              {t({ id: 'api-tokens.docs-link', defaultMessage: 'API documentation' })}
            </a>
          </p>
          <Button onClick={() => setCreating(true)}>
            <PlusIcon />
            {t(API_TOKEN_MESSAGES.create)}
          </Button>
        </div>
        <TokensTable
          label={t({ id: 'api-tokens.table.own', defaultMessage: 'Your API tokens' })}
          tokens={own.data}
          status={own.status}
          showOwner={false}
          onRevoke={handleRevoke}
        />
      </section>
      {isAdmin ? (
        <section className="rounded-2xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-white/3">
          <h2 className="px-5 pt-4 text-base font-medium text-gray-800 dark:text-white/90">
            {t({ id: 'api-tokens.tenant.heading', defaultMessage: 'Everyone’s API tokens' })}
          </h2>
          <TokensTable
            label={t({ id: 'api-tokens.table.tenant', defaultMessage: 'API tokens of your company' })}
            tokens={tenant.data}
            status={tenant.status}
            showOwner
            onRevoke={handleRevoke}
          />
        </section>
      ) : null}
      {session ? (
        <ApiTokenFormModal isOpen={creating} role={session.userRole} onClose={() => setCreating(false)} />
      ) : null}
    </div>
  );
}

function TokensTable({
  label,
  tokens,
  status,
  showOwner,
  onRevoke,
}: {
  label: string;
  tokens: readonly ApiToken[] | undefined;
  status: 'pending' | 'error' | 'success';
  showOwner: boolean;
  onRevoke: (token: ApiToken) => void;
}) {
  const body = (): ListBody => {
    if (status === 'pending')
      return { loading: t({ id: 'api-tokens.loading', defaultMessage: 'Loading API tokens...' }) };
    if (status === 'error' || !tokens) {
      return {
        message: t({ id: 'api-tokens.load-failed', defaultMessage: 'The API tokens could not be loaded.' }),
      };
    }
    if (tokens.length === 0) {
      return { message: t({ id: 'api-tokens.empty', defaultMessage: 'No API tokens yet.' }) };
    }
    return {
      rows: tokens.map((token) => (
        <tr key={token.id} className="border-t border-gray-100 dark:border-gray-800">
          <th scope="row" className={`${listCell} text-start font-medium text-gray-800 dark:text-white/90`}>
            {token.name}
            <span className="ms-2 font-mono text-xs text-gray-500 dark:text-gray-400">{token.hint}…</span>
          </th>
          {showOwner ? (
            <td className={`${listCell} text-gray-600 dark:text-gray-400`}>{token.userName}</td>
          ) : null}
          <td className={`${listCell} text-gray-600 dark:text-gray-400`}>
            {token.scope === 'read' ? t(API_TOKEN_MESSAGES.scopeRead) : t(API_TOKEN_MESSAGES.scopeReadWrite)}
          </td>
          <td className={`${listCell} text-gray-600 dark:text-gray-400`}>
            {token.expiresAt ? day(token.expiresAt) : t(API_TOKEN_MESSAGES.never)}
          </td>
          <td className={`${listCell} text-gray-600 dark:text-gray-400`}>
            {token.lastUsedAt
              ? day(token.lastUsedAt)
              : t({ id: 'api-tokens.never-used', defaultMessage: 'Not used yet' })}
          </td>
          <td className={`${listCell} text-end whitespace-nowrap`}>
            <button
              type="button"
              aria-label={t(
                { id: 'api-tokens.revoke-token', defaultMessage: 'Revoke {name}' },
                { name: token.name },
              )}
              onClick={() => onRevoke(token)}
              className={listActionButton}
            >
              {t({ id: 'api-tokens.revoke', defaultMessage: 'Revoke' })}
            </button>
          </td>
        </tr>
      )),
    };
  };

  return (
    <ListTable
      label={label}
      caption={label}
      columns={[
        { heading: t({ id: 'api-tokens.column.name', defaultMessage: 'Name' }) },
        ...(showOwner ? [{ heading: t({ id: 'api-tokens.column.person', defaultMessage: 'Person' }) }] : []),
        { heading: t({ id: 'api-tokens.column.access', defaultMessage: 'Access' }) },
        { heading: t({ id: 'api-tokens.column.expires', defaultMessage: 'Expires' }) },
        { heading: t({ id: 'api-tokens.column.last-used', defaultMessage: 'Last used' }) },
      ]}
      actionsLabel={t({ id: 'api-tokens.column.actions', defaultMessage: 'Actions' })}
      tableClassName="min-w-[640px]"
      body={body()}
    />
  );
}
