import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { PROJECT_MESSAGES, type Project } from '@portal/contract';
import { useState, type FocusEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { t } from '../../../lib/i18n/intl.ts';
import { useAllProjects } from '../../../lib/queries/get-all-projects.ts';
import { useDeleteProject } from '../api/delete-project.ts';
import { useUpdateProjectStatus } from '../api/update-project-status.ts';
import { boardAnnouncements, boardInstructions } from '../board-announcements.ts';
import { columnCoordinates } from '../board-keyboard.ts';
import { boardColumns, draggedProject, isProjectStatus } from '../board.ts';
import { PROJECT_TEXTS } from '../messages.ts';
import { BoardColumn } from './board-column.tsx';
import { dragHandleOf, ProjectCard, ProjectCardPreview } from './project-card.tsx';
import { ProjectFormModal } from './project-form-modal.tsx';

/** Under the pointer when there is one; by overlap when the card is moved from the keyboard. */
const collisionDetection: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

/** The Projects kanban board: one column per status; moving a card changes the project's status. */
export function ProjectBoard({ renderTasks }: { renderTasks: (project: Project) => ReactNode }) {
  const projects = useAllProjects();
  const updateStatus = useUpdateProjectStatus();
  const deleteProject = useDeleteProject();
  const [form, setForm] = useState<{ project: Project | null } | null>(null);
  const [dragged, setDragged] = useState<Project | null>(null);
  const [tasksOpenFor, setTasksOpenFor] = useState<string | null>(null);
  // A card dropped in another column is a new element there; after a move from the keyboard its
  // handle takes the focus back, until the focus goes elsewhere.
  const [keyboardMoved, setKeyboardMoved] = useState<string | null>(null);
  const [announcements] = useState(boardAnnouncements);
  const sensors = useSensors(
    useSensor(PointerSensor, {
      activationConstraint: { distance: 5 },
      bypassActivationConstraint: ({ event }) => dragHandleOf(event.target) !== null,
    }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );

  const handleDragStart = ({ active }: DragStartEvent) => {
    setTasksOpenFor(null);
    setKeyboardMoved(null);
    setDragged(draggedProject(active) ?? null);
  };

  const handleDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    setDragged(null);
    const project = draggedProject(active);
    if (!project || !isProjectStatus(over?.id) || over.id === project.status) return;
    if (activatorEvent instanceof KeyboardEvent) setKeyboardMoved(project.id);
    updateStatus.mutate({ projectId: project.id, status: over.id });
  };

  const handleFocus = (event: FocusEvent) => {
    if (keyboardMoved && dragHandleOf(event.target) !== keyboardMoved) setKeyboardMoved(null);
  };

  const handleDelete = (project: Project) => {
    if (window.confirm(t(PROJECT_MESSAGES.confirmDelete))) deleteProject.mutate(project.id);
  };

  const board = () => {
    if (projects.isPending)
      return (
        <Spinner
          label={t({ id: 'projects.board.loading', defaultMessage: 'Loading projects' })}
          className="py-16"
        />
      );
    if (projects.isError) {
      return (
        <p className="py-16 text-center text-sm text-gray-600 dark:text-gray-400">
          {t({ id: 'projects.board.failed', defaultMessage: 'The projects could not be loaded.' })}
        </p>
      );
    }
    return (
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        accessibility={{ announcements, screenReaderInstructions: boardInstructions() }}
        onDragStart={handleDragStart}
        onDragEnd={handleDragEnd}
        onDragCancel={() => setDragged(null)}
      >
        <div
          onFocus={handleFocus}
          className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2 xl:grid-cols-4"
        >
          {boardColumns(projects.data).map((column) => (
            <BoardColumn key={column.status} status={column.status} count={column.projects.length}>
              {column.projects.map((project) => (
                <ProjectCard
                  key={project.id}
                  project={project}
                  onEdit={() => setForm({ project })}
                  onDelete={() => handleDelete(project)}
                  isTasksOpen={tasksOpenFor === project.id}
                  onToggleTasks={() => setTasksOpenFor((open) => (open === project.id ? null : project.id))}
                  onCloseTasks={() => setTasksOpenFor(null)}
                  tasks={tasksOpenFor === project.id ? renderTasks(project) : null}
                  focusHandle={keyboardMoved === project.id}
                />
              ))}
            </BoardColumn>
          ))}
        </div>
        {/* No drop animation: the card is already in its new column when the drag ends. */}
        <DragOverlay dropAnimation={null}>
          {dragged ? <ProjectCardPreview project={dragged} /> : null}
        </DragOverlay>
      </DndContext>
    );
  };

  return (
    <>
      <div className="mb-6 flex justify-end">
        <Button onClick={() => setForm({ project: null })}>
          <PlusIcon />
          {t(PROJECT_TEXTS.addProject)}
        </Button>
      </div>
      {board()}
      <ProjectFormModal
        isOpen={form !== null}
        project={form?.project ?? null}
        onClose={() => setForm(null)}
      />
    </>
  );
}
