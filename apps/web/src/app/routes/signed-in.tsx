import type { Project, Task } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { AppLayout } from '../../components/layouts/app-layout.tsx';
import { paths } from '../../config/paths.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { CommandPalette } from '../../features/search/components/command-palette.tsx';
import type { PaletteItem } from '../../features/search/palette.ts';
import { useStartTimer } from '../../features/timer/api/start-timer.ts';
import { HeaderTimer } from '../../features/timer/components/header-timer.tsx';
import { workShortcuts } from './work-shortcuts.tsx';
import { LanguageChoice } from '../../features/users/components/language-choice.tsx';
import { today } from '../../lib/dates.ts';
import { watchFirstScreen } from '../../lib/first-screen.ts';
import { useLiveChannel } from '../../lib/live/use-live-channel.ts';
import { allProjectsQueryOptions } from '../../lib/queries/get-all-projects.ts';
import { tasksByProjectQueryOptions } from '../../lib/queries/get-tasks-by-project.ts';
import { canManage, readSession } from '../../lib/session.ts';

/**
 * A modal form loaded the first time it opens: the forms carry a date picker and a form library
 * that no screen needs to show itself. Once loaded it stays mounted, so that closing it returns the
 * focus as the native dialog does.
 */
function lazyModal<Props extends { isOpen: boolean }>(load: () => Promise<ComponentType<Props>>) {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyModal(props: Props) {
    const [wanted, setWanted] = useState(props.isOpen);
    if (props.isOpen && !wanted) setWanted(true);
    return wanted ? (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    ) : null;
  };
}

const ProjectFormModal = lazyModal(
  async () => (await import('../../features/projects/components/project-form-modal.tsx')).ProjectFormModal,
);
const TaskFormModal = lazyModal(
  async () => (await import('../../features/tasks/components/task-form-modal.tsx')).TaskFormModal,
);
const AddTimeEntryModal = lazyModal(
  async () => (await import('../../features/entries/components/add-time-entry-modal.tsx')).AddTimeEntryModal,
);

/** What the palette opened over the screen. */
type Opened = { kind: 'project'; project: Project } | { kind: 'task'; task: Task } | { kind: 'add-entry' };

/**
 * The signed-in area: the shared layout with the features of its header, the search palette, the
 * timer and the notification bell, and the live channel that keeps every screen current. What the
 * palette chooses is carried out here, where the features it leads to may be composed: a project or
 * task opens in its own screen's edit form, Add entry opens the entry form over the current screen.
 */
export function Component() {
  useLiveChannel();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // After the screen's effects, which have started its reads by then.
  useEffect(() => watchFirstScreen(queryClient), [queryClient]);
  const startTimer = useStartTimer();
  const [opened, setOpened] = useState<Opened | null>(null);
  const session = readSession();
  const close = () => setOpened(null);

  const handleChoose = async (item: PaletteItem) => {
    switch (item.kind) {
      case 'screen':
        return navigate(item.path);
      case 'person':
        return navigate(session && canManage(session.userRole) ? paths.users : paths.employees);
      case 'review-week':
        return navigate(`${paths.timesheetReview}?week=${item.weekStart}`);
      // A client opens its report: this month's hours of its projects, by project and person.
      case 'client':
        return navigate(
          `${paths.reports}?period=this-month&group=project,user&clients=${encodeURIComponent(item.id)}`,
        );
      case 'add-entry':
        return setOpened({ kind: 'add-entry' });
      case 'start-timer':
        return startTimer.start({ projectId: item.projectId, taskId: item.taskId, date: today() });
      case 'project': {
        await navigate(paths.projects);
        const project = (await queryClient.fetchQuery(allProjectsQueryOptions())).find(
          ({ id }) => id === item.id,
        );
        return project && setOpened({ kind: 'project', project });
      }
      case 'task': {
        await navigate(paths.tasks);
        const task = (await queryClient.fetchQuery(tasksByProjectQueryOptions(item.projectId))).find(
          ({ id }) => id === item.id,
        );
        return task && setOpened({ kind: 'task', task });
      }
    }
  };

  return (
    <>
      <AppLayout
        search={<CommandPalette onChoose={(item) => void handleChoose(item)} canStartTimer />}
        timer={<HeaderTimer shortcuts={workShortcuts} />}
        tools={<NotificationBell />}
        languageChoice={<LanguageChoice />}
      />
      <ProjectFormModal
        isOpen={opened?.kind === 'project'}
        project={opened?.kind === 'project' ? opened.project : null}
        onClose={close}
      />
      <TaskFormModal
        isOpen={opened?.kind === 'task'}
        task={opened?.kind === 'task' ? opened.task : null}
        onClose={close}
      />
      {session ? (
        <AddTimeEntryModal userId={session.userId} isOpen={opened?.kind === 'add-entry'} onClose={close} />
      ) : null}
    </>
  );
}
