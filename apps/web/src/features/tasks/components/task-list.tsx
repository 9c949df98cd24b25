import { TASK_MESSAGES, type Task } from '@portal/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import {
  PageSizeControl,
  PaginationFooter,
  shownPage,
  usePageRequest,
} from '../../../components/ui/pagination.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { t } from '../../../lib/i18n/intl.ts';

import { useDeleteTask } from '../api/delete-task.ts';
import { useTasksPage } from '../api/get-tasks-page.ts';
import { TASK_TEXTS } from '../messages.ts';
import { TaskCard } from './task-card.tsx';
import { TaskFormModal } from './task-form-modal.tsx';

/**
 * The Tasks screen: every task of the tenant as a card grid the server pages, with adding, editing
 * and deleting.
 */
export function TaskList() {
  const paging = usePageRequest();
  const tasks = useTasksPage(paging.page, paging.size);
  const page = shownPage(paging, tasks);
  const remove = useDeleteTask();
  const [form, setForm] = useState<{ task: Task | null } | null>(null);

  const handleDelete = (task: Task) => {
    if (window.confirm(t(TASK_MESSAGES.confirmDelete))) remove.mutate(task.id);
  };

  const list = () => {
    if (tasks.isPending) return <Spinner label={t(TASK_TEXTS.loading)} className="py-16" />;
    if (tasks.isError || !page) return <Notice title={t(TASK_TEXTS.failed)} />;
    if (page.total === 0) {
      return (
        <Notice
          title={t(TASK_TEXTS.empty)}
          text={t({ id: 'tasks.list.empty-hint', defaultMessage: 'Plan the work with Add Task.' })}
        />
      );
    }
    return (
      <>
        <ul aria-label={t(TASK_TEXTS.tasks)} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {tasks.data.data.map((task) => (
            <li key={task.id}>
              <TaskCard
                task={task}
                isDeleting={remove.isPending && remove.variables === task.id}
                onEdit={() => setForm({ task })}
                onDelete={() => handleDelete(task)}
              />
            </li>
          ))}
        </ul>
        <PaginationFooter page={page} label={t(TASK_TEXTS.tasks)} onPageChange={paging.setPage} />
      </>
    );
  };

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <PageSizeControl id="tasks-page-size" size={paging.size} onChange={paging.setSize} />
        <Button onClick={() => setForm({ task: null })}>
          <PlusIcon />
          {t(TASK_TEXTS.addTask)}
        </Button>
      </div>
      {list()}
      <TaskFormModal isOpen={form !== null} task={form?.task ?? null} onClose={() => setForm(null)} />
    </>
  );
}
