import { PageHeading } from '../../components/ui/page-heading.tsx';
import { ApiTokensScreen } from '../../features/api-tokens/components/api-tokens-screen.tsx';
import { t } from '../../lib/i18n/intl.ts';
import { ROUTE_MESSAGES } from '../messages.ts';

export function Component() {
  return (
    <>
      <PageHeading>{t(ROUTE_MESSAGES.apiTokens)}</PageHeading>
      <ApiTokensScreen />
    </>
  );
}
