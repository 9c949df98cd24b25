import type { Project, Task } from '@portal/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../../lib/i18n/intl.ts';
import { allProjectsQueryOptions } from '../../lib/queries/get-all-projects.ts';
import { tasksByProjectQueryOptions } from '../../lib/queries/get-tasks-by-project.ts';
import type { GridRowKey } from '../../lib/week-hours.ts';
import { Combobox, type ComboboxOption } from '../ui/combobox.tsx';
import { workProjects } from './work-choices.ts';

/**
 * A project, then one of its tasks, each chosen by typing part of its name (the week grid's 'Add
 * row' and the timer). Only live tasks of projects that are not completed are offered; choosing a
 * project moves on to its tasks, and choosing a task says the pair.
 */
const projectOptions = (projects: readonly Project[]) =>
  workProjects(projects).map(({ id, name }) => ({ id, label: name }));
const taskOptions = (tasks: readonly Task[]) => tasks.map(({ id, title }) => ({ id, label: title }));

export function WorkPicker({
  onPick,
  autoFocus = false,
}: {
  onPick: (work: GridRowKey) => void;
  /** Starts in the project field, for a picker that was just opened. */
  autoFocus?: boolean;
}) {
  const id = useId();
  // Projects and tasks change on other screens; each opening of the picker asks again.
  const projects = useQuery({ ...allProjectsQueryOptions(), staleTime: 0 });
  const [project, setProject] = useState<ComboboxOption | null>(null);
  const [taskId, setTaskId] = useState<string | null>(null);
  const tasks = useQuery({
    ...tasksByProjectQueryOptions(project?.id ?? ''),
    enabled: project !== null,
    staleTime: 0,
  });
  const taskInput = useRef<HTMLInputElement>(null);

  // The task field is enabled by the render that follows choosing a project.
  useEffect(() => {
    if (project) taskInput.current?.focus();
  }, [project]);

  const queryClient = useQueryClient();

  return (
    // Side by side where there is room for both names, as in the week grid's panel; stacked in the header's.
    <div className="@container">
      <div className="grid gap-4 @md:grid-cols-2">
        <Combobox
          id={`${id}-project`}
          label={t({ id: 'common.work-picker.project', defaultMessage: 'Project' })}
          placeholder={t({ id: 'common.work-picker.project-placeholder', defaultMessage: 'Type a project' })}
          options={projectOptions(projects.data ?? [])}
          whenLoaded={
            projects.isPending
              ? async () => projectOptions(await queryClient.fetchQuery(allProjectsQueryOptions()))
              : undefined
          }
          selectedId={project?.id ?? null}
          onSelect={(chosen) => {
            setProject(chosen);
            setTaskId(null);
          }}
          noMatchText={t({
            id: 'common.work-picker.project-no-match',
            defaultMessage: 'No open project has that name',
          })}
          autoFocus={autoFocus}
        />
        <div>
          <Combobox
            // A new project starts its task field afresh.
            key={project?.id ?? ''}
            id={`${id}-task`}
            label={t({ id: 'common.work-picker.task', defaultMessage: 'Task' })}
            placeholder={
              project
                ? t({ id: 'common.work-picker.task-placeholder', defaultMessage: 'Type a task' })
                : t({ id: 'common.work-picker.task-needs-project', defaultMessage: 'Choose a project first' })
            }
            options={taskOptions(tasks.data ?? [])}
            whenLoaded={
              project && tasks.isPending
                ? async () =>
                    taskOptions(await queryClient.fetchQuery(tasksByProjectQueryOptions(project.id)))
                : undefined
            }
            selectedId={taskId}
            onSelect={(chosen) => {
              setTaskId(chosen.id);
              if (project) {
                onPick({
                  projectId: project.id,
                  projectName: project.label,
                  taskId: chosen.id,
                  taskName: chosen.label,
                });
              }
            }}
            noMatchText={t({
              id: 'common.work-picker.task-no-match',
              defaultMessage: 'No task of this project has that name',
            })}
            disabled={!project}
            inputRef={taskInput}
          />
          {tasks.data?.length === 0 ? (
            <p className="mt-1.5 text-xs text-gray-600 dark:text-gray-400">
              {t({ id: 'common.work-picker.no-tasks', defaultMessage: 'This project has no tasks yet.' })}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
