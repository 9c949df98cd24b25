import { PageHeading } from '../../components/ui/page-heading.tsx';
import { HolidaySettings } from '../../features/settings/components/holiday-settings.tsx';
import { SettingsScreen } from '../../features/settings/components/settings-form.tsx';
import { WebhookSettings } from '../../features/webhooks/components/webhook-settings.tsx';
import { readSession } from '../../lib/session.ts';
import { t } from '../../lib/i18n/intl.ts';
import { ROUTE_MESSAGES } from '../messages.ts';

export function Component() {
  if (readSession()?.userRole !== 'Admin') return <PageHeading>{t(ROUTE_MESSAGES.pageNotFound)}</PageHeading>;
  return (
    <>
      <PageHeading>{t(ROUTE_MESSAGES.settings)}</PageHeading>
      <SettingsScreen />
      <HolidaySettings />
      <WebhookSettings />
    </>
  );
}
