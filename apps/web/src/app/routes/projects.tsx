import { PageHeading } from '../../components/ui/page-heading.tsx';
import { ProjectBoard } from '../../features/projects/components/project-board.tsx';
import { ProjectTasks } from '../../features/tasks/components/project-tasks.tsx';
import { t } from '../../lib/i18n/intl.ts';
import { ROUTE_MESSAGES } from '../messages.ts';

export function Component() {
  return (
    <>
      <PageHeading>{t(ROUTE_MESSAGES.projects)}</PageHeading>
      {/* The board's Tasks popover lists what the tasks feature knows about a project. */}
      <ProjectBoard renderTasks={(project) => <ProjectTasks projectId={project.id} />} />
    </>
  );
}
