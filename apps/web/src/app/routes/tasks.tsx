import { PageHeading } from '../../components/ui/page-heading.tsx';
import { TaskList } from '../../features/tasks/components/task-list.tsx';
import { t } from '../../lib/i18n/intl.ts';
import { ROUTE_MESSAGES } from '../messages.ts';

export function Component() {
  return (
    <>
      <PageHeading>{t(ROUTE_MESSAGES.tasks)}</PageHeading>
      <TaskList />
    </>
  );
}
