import { WEEK_STATUSES, defineMessages, type MessageDescriptor, type WeekStatus } from '@portal/contract';
import { memo } from 'react';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { weekStatusName } from '../../../components/week/week-status-badge.tsx';
import { t } from '../../../lib/i18n/intl.ts';
import type { FilterChoices, ReviewFilter, ReviewFilterField } from '../review.ts';

const messages = defineMessages({
  user: { id: 'review.filter.user', defaultMessage: 'User' },
  allUsers: { id: 'review.filter.all-users', defaultMessage: 'All Users' },
  project: { id: 'review.filter.project', defaultMessage: 'Project' },
  allProjects: { id: 'review.filter.all-projects', defaultMessage: 'All Projects' },
  task: { id: 'review.filter.task', defaultMessage: 'Task' },
  allTasks: { id: 'review.filter.all-tasks', defaultMessage: 'All Tasks' },
  status: { id: 'review.filter.status', defaultMessage: 'Status' },
  allStatuses: { id: 'review.filter.all-statuses', defaultMessage: 'All Statuses' },
  detail: {
    id: 'review.export.filter',
    defaultMessage: '{filter}: {value}',
    description: 'A filter set, under the title of an export: the filter, then what it lets through.',
  },
  noFilters: { id: 'review.export.no-filters', defaultMessage: 'Filters: none' },
});

const FILTERS: {
  field: ReviewFilterField;
  label: MessageDescriptor;
  all: MessageDescriptor;
  choices: keyof FilterChoices;
}[] = [
  { field: 'userId', label: messages.user, all: messages.allUsers, choices: 'users' },
  { field: 'projectId', label: messages.project, all: messages.allProjects, choices: 'projects' },
  { field: 'taskId', label: messages.task, all: messages.allTasks, choices: 'tasks' },
];

/** The filters set, as an export of the review describes them: 'Project: Depot'; 'Filters: none' without. */
export function reviewFilterDetails(filter: ReviewFilter, choices: FilterChoices): string[] {
  const details = FILTERS.filter(({ field }) => filter[field]).map(({ field, label, choices: list }) => {
    const chosen = choices[list].find((option) => option.value === filter[field]);
    return t(messages.detail, { filter: t(label), value: chosen?.label ?? filter[field] });
  });
  if (filter.status) {
    details.push(t(messages.detail, { filter: t(messages.status), value: weekStatusName(filter.status) }));
  }
  return details.length > 0 ? details : [t(messages.noFilters)];
}

/**
 * The User, Project and Task filters of the review, and the Status filter beside them. A large
 * week offers thousands of choices, so the filters are drawn again only when they change.
 */
export const ReviewFilters = memo(function ReviewFilters({
  filter,
  choices,
  disabled,
  onChoose,
  onChooseStatus,
}: {
  filter: ReviewFilter;
  choices: FilterChoices;
  disabled: boolean;
  onChoose: (field: ReviewFilterField, value: string) => void;
  onChooseStatus: (status: WeekStatus | '') => void;
}) {
  return (
    <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {FILTERS.map(({ field, label, all, choices: list }) => (
        <SelectField
          key={field}
          id={`review-filter-${field}`}
          label={t(label)}
          placeholder={t(all)}
          options={choices[list]}
          value={filter[field]}
          disabled={disabled}
          onChange={(event) => onChoose(field, event.target.value)}
        />
      ))}
      <SelectField
        id="review-filter-status"
        label={t(messages.status)}
        placeholder={t(messages.allStatuses)}
        options={WEEK_STATUSES.map((status) => ({ value: status, label: weekStatusName(status) }))}
        value={filter.status}
        disabled={disabled}
        onChange={(event) =>
          onChooseStatus(WEEK_STATUSES.find((status) => status === event.target.value) ?? '')
        }
      />
    </div>
  );
});
