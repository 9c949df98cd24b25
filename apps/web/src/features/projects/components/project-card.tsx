import { useDraggable } from '@dnd-kit/core';
import type { Project } from '@portal/contract';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Dropdown, DROPDOWN_TOGGLE_CLASS } from '../../../components/ui/dropdown.tsx';
import { TrackedHours } from '../../../components/ui/tracked-hours.tsx';
import {
  CalendarIcon,
  ClientIcon,
  CloseIcon,
  GripIcon,
  PencilIcon,
  TrashIcon,
  UsersIcon,
} from '../../../components/ui/icons.tsx';
import { t } from '../../../lib/i18n/intl.ts';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { useMoneyView } from '../../../lib/queries/use-money-view.ts';
import { PROJECT_STRIPE_CLASS, projectColorStyle } from '../../../lib/project-colors.ts';
import type { CardDragData } from '../board.ts';
import { countValues, PROJECT_COUNTS, PROJECT_TEXTS } from '../messages.ts';

/** The project whose drag handle holds `target`, or null when it is not on a handle. */
export const dragHandleOf = (target: EventTarget | null): string | null =>
  target instanceof Element
    ? (target.closest('[data-drag-handle]')?.getAttribute('data-drag-handle') ?? null)
    : null;

const iconButton =
  'rounded-md p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-800 dark:text-gray-400 dark:hover:bg-white/5 dark:hover:text-gray-200';

/** Description, team size, client, start date and time tracked: what a card and its dragged copy both show. */
function ProjectDetails({ project }: { project: Project }) {
  return (
    <>
      <p className="mt-2 line-clamp-2 text-sm break-words text-gray-600 dark:text-gray-400">
        {project.description}
      </p>
      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-600 dark:text-gray-400">
        <div>
          <dt className="sr-only">{t({ id: 'projects.card.team-size', defaultMessage: 'Team size' })}</dt>
          <dd className="flex items-center gap-1.5">
            <UsersIcon className="size-4" />
            {t(PROJECT_COUNTS.members, countValues(project.teamSize))}
          </dd>
        </div>
        {project.clientName ? (
          <div>
            <dt className="sr-only">{t(PROJECT_TEXTS.client)}</dt>
            <dd className="flex items-center gap-1.5">
              <ClientIcon className="size-4" />
              {project.clientName}
            </dd>
          </div>
        ) : null}
        {project.startDate ? (
          <div>
            <dt className="sr-only">{t({ id: 'projects.card.start-date', defaultMessage: 'Start date' })}</dt>
            <dd className="flex items-center gap-1.5">
              <CalendarIcon className="size-4" />
              {project.startDate}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-3">
        <TrackedHours tracked={project.trackedHours} estimate={project.estimateHours} />
      </div>
      <ProjectMoney project={project} />
    </>
  );
}

/**
 * What the project has cost and earned, and its spend against a budget in money, for a reader
 * whose answer carries money (the server leaves it out for everyone else).
 */
function ProjectMoney({ project }: { project: Project }) {
  const { currency } = useMoneyView();
  if (project.cost === undefined) return null;
  const money = (minor: number | undefined) => formatMoney(minor ?? 0, currency);
  const { budget } = project;
  const spent = project.budgetSpent ?? 0;
  const over = budget ? spent > budget.amount : false;
  const filled = budget ? Math.min(100, (spent / budget.amount) * 100) : 0;
  return (
    <div className="mt-2 text-xs text-gray-600 dark:text-gray-400">
      <p data-testid="project-money" className="tabular-nums">
        {t(PROJECT_TEXTS.earned, { amount: money(project.billableAmount), cost: money(project.cost) })}
      </p>
      {budget ? (
        <>
          <p
            data-testid="project-budget"
            className={`mt-1 tabular-nums ${over ? 'font-medium text-error-700 dark:text-error-400' : ''}`}
          >
            {t(
              budget.period === 'monthly' ? PROJECT_TEXTS.spentOfMonthlyBudget : PROJECT_TEXTS.spentOfBudget,
              {
                spent: money(spent),
                budget: money(budget.amount),
              },
            )}
          </p>
          <div
            aria-hidden="true"
            className="mt-1 h-1.5 w-full overflow-hidden rounded-full bg-gray-100 dark:bg-white/10"
          >
            <div
              className={`h-full rounded-full ${over ? 'bg-error-500' : 'bg-brand-500'}`}
              style={{ width: `${filled}%` }}
            />
          </div>
        </>
      ) : null}
    </div>
  );
}

interface ProjectCardProps {
  project: Project;
  onEdit: () => void;
  onDelete: () => void;
  isTasksOpen: boolean;
  onToggleTasks: () => void;
  onCloseTasks: () => void;
  /** The project's tasks, shown in the popover. */
  tasks: ReactNode;
  /** Puts the focus on the drag handle, also when the card appears in another column. */
  focusHandle: boolean;
}

/**
 * A project on the board. It is dragged by its handle, which also picks it up from the keyboard,
 * or by its body once the pointer has moved a little, so that its buttons keep their clicks.
 */
export function ProjectCard({
  project,
  onEdit,
  onDelete,
  isTasksOpen,
  onToggleTasks,
  onCloseTasks,
  tasks,
  focusHandle,
}: ProjectCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: project.id,
    data: { project } satisfies CardDragData,
    attributes: {
      roleDescription: t({
        id: 'projects.card.role-description',
        defaultMessage: 'draggable',
        description: 'What a screen reader calls a card that can be picked up and moved.',
      }),
    },
  });
  const nameId = useId();
  const popoverId = useId();
  const tasksHeadingId = useId();
  const tasksToggle = useRef<HTMLButtonElement>(null);
  const handle = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (focusHandle) handle.current?.focus();
  }, [focusHandle]);

  const closeTasks = () => {
    onCloseTasks();
    tasksToggle.current?.focus();
  };

  return (
    // The popover sits outside the article, so that pressing inside it never picks the card up.
    <div className="relative">
      <article
        ref={setNodeRef}
        {...listeners}
        aria-labelledby={nameId}
        style={projectColorStyle(project.color)}
        className={`group rounded-xl border border-gray-200 bg-white p-4 shadow-theme-xs dark:border-gray-800 dark:bg-gray-900 ${project.color ? PROJECT_STRIPE_CLASS : ''} ${
          isDragging ? 'opacity-40' : ''
        }`}
      >
        <div className="flex items-start gap-1.5">
          <button
            type="button"
            ref={(node) => {
              handle.current = node;
              setActivatorNodeRef(node);
            }}
            data-drag-handle={project.id}
            {...attributes}
            aria-label={t(
              { id: 'projects.card.move', defaultMessage: 'Move project {project}' },
              { project: project.name },
            )}
            className="-ms-1.5 shrink-0 cursor-grab touch-none rounded-md p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-700 dark:text-gray-400 dark:hover:bg-white/5 dark:hover:text-gray-200"
          >
            <GripIcon className="size-4" />
          </button>
          <h3
            id={nameId}
            className="min-w-0 flex-1 pt-0.5 text-sm font-semibold break-words text-gray-800 dark:text-white/90"
          >
            {project.name}
          </h3>
          <div className="-mt-0.5 -me-1.5 flex shrink-0 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 pointer-coarse:opacity-100">
            <button
              type="button"
              onClick={onEdit}
              aria-label={t(
                { id: 'projects.card.edit', defaultMessage: 'Edit project {project}' },
                { project: project.name },
              )}
              className={iconButton}
            >
              <PencilIcon className="size-4" />
            </button>
            <button
              type="button"
              onClick={onDelete}
              aria-label={t(
                { id: 'projects.card.delete', defaultMessage: 'Delete project {project}' },
                { project: project.name },
              )}
              className={`${iconButton} hover:text-error-600 dark:hover:text-error-400`}
            >
              <TrashIcon className="size-4" />
            </button>
          </div>
        </div>
        <ProjectDetails project={project} />
        <div className="mt-3 flex items-center justify-between gap-2 border-t border-gray-100 pt-3 dark:border-gray-800">
          <p className="min-w-0 truncate text-xs text-gray-600 dark:text-gray-400">
            <span className="sr-only">
              {t(
                { id: 'projects.card.created-by', defaultMessage: 'Created by {user}' },
                { user: project.user },
              )}
            </span>
            <span aria-hidden="true">{project.user}</span>
          </p>
          <button
            ref={tasksToggle}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={isTasksOpen}
            aria-controls={popoverId}
            onClick={onToggleTasks}
            className={`${DROPDOWN_TOGGLE_CLASS} shrink-0 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-700 hover:bg-brand-100 dark:bg-brand-500/15 dark:text-brand-200 dark:hover:bg-brand-500/25`}
          >
            {t(PROJECT_COUNTS.tasks, countValues(project.taskCount))}
          </button>
        </div>
      </article>
      <Dropdown
        id={popoverId}
        isOpen={isTasksOpen}
        onClose={onCloseTasks}
        returnFocusTo={tasksToggle}
        className="start-0"
      >
        <div role="dialog" aria-labelledby={tasksHeadingId}>
          <div className="mb-2 flex items-center justify-between gap-2">
            <h4 id={tasksHeadingId} className="text-sm font-semibold text-gray-800 dark:text-white/90">
              {t({ id: 'projects.card.tasks-title', defaultMessage: 'Tasks' })}
            </h4>
            <button
              type="button"
              onClick={closeTasks}
              aria-label={t({ id: 'projects.card.close-tasks', defaultMessage: 'Close' })}
              className={iconButton}
            >
              <CloseIcon className="size-4" />
            </button>
          </div>
          {/* The project's own figures above its tasks': tracked against the estimate, spent against the budget. */}
          <div className="mb-3 border-b border-gray-100 pb-3 dark:border-gray-800">
            <TrackedHours tracked={project.trackedHours} estimate={project.estimateHours} />
            <ProjectMoney project={project} />
          </div>
          {tasks}
        </div>
      </Dropdown>
    </div>
  );
}

/** The copy of a card that follows the pointer or the arrow keys while it is dragged. */
export function ProjectCardPreview({ project }: { project: Project }) {
  return (
    <div className="cursor-grabbing rounded-xl border border-brand-300 bg-white p-4 shadow-theme-lg dark:border-brand-800 dark:bg-gray-900">
      <p className="ps-5 text-sm font-semibold break-words text-gray-800 dark:text-white/90">
        {project.name}
      </p>
      <ProjectDetails project={project} />
    </div>
  );
}
