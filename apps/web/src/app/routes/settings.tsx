import { PageHeading } from '../../components/ui/page-heading.tsx';
import { HolidaySettings } from '../../features/settings/components/holiday-settings.tsx';
import { SettingsScreen } from '../../features/settings/components/settings-form.tsx';
import { readSession } from '../../lib/session.ts';

export function Component() {
  if (readSession()?.userRole !== 'Admin') return <PageHeading>Page not found</PageHeading>;
  return (
    <>
      <PageHeading>Settings</PageHeading>
      <SettingsScreen />
      <HolidaySettings />
    </>
  );
}
