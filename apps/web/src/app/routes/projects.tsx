import { PageHeading } from '../../components/ui/page-heading.tsx';
import { ProjectBoard } from '../../features/projects/components/project-board.tsx';
import { ProjectTasks } from '../../features/tasks/components/project-tasks.tsx';

export function Component() {
  return (
    <>
      <PageHeading>Projects</PageHeading>
      {/* The board's Tasks popover lists what the tasks feature knows about a project. */}
      <ProjectBoard renderTasks={(project) => <ProjectTasks projectId={project.id} />} />
    </>
  );
}
