import { PageHeading } from '../../components/ui/page-heading.tsx';
import { TaskList } from '../../features/tasks/components/task-list.tsx';

export function Component() {
  return (
    <>
      <PageHeading>Tasks</PageHeading>
      <TaskList />
    </>
  );
}
