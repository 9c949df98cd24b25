import { WEEK_STATUSES, type WeekStatus } from '@portal/contract';
import { memo } from 'react';
import { SelectField } from '../../../components/ui/select-field.tsx';
import type { FilterChoices, ReviewFilter, ReviewFilterField } from '../review.ts';

const FILTERS: {
  field: ReviewFilterField;
  label: string;
  all: string;
  choices: keyof FilterChoices;
}[] = [
  { field: 'userId', label: 'User', all: 'All Users', choices: 'users' },
  { field: 'projectId', label: 'Project', all: 'All Projects', choices: 'projects' },
  { field: 'taskId', label: 'Task', all: 'All Tasks', choices: 'tasks' },
];

const STATUS_CHOICES = WEEK_STATUSES.map((status) => ({ value: status, label: status }));

/** The filters set, as an export of the review describes them: 'Project: Depot'; 'Filters: none' without. */
export function reviewFilterDetails(filter: ReviewFilter, choices: FilterChoices): string[] {
  const details = FILTERS.filter(({ field }) => filter[field]).map(({ field, label, choices: list }) => {
    const chosen = choices[list].find((option) => option.value === filter[field]);
    return `${label}: ${chosen?.label ?? filter[field]}`;
  });
  if (filter.status) details.push(`Status: ${filter.status}`);
  return details.length > 0 ? details : ['Filters: none'];
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
          label={label}
          placeholder={all}
          options={choices[list]}
          value={filter[field]}
          disabled={disabled}
          onChange={(event) => onChoose(field, event.target.value)}
        />
      ))}
      <SelectField
        id="review-filter-status"
        label="Status"
        placeholder="All Statuses"
        options={STATUS_CHOICES}
        value={filter.status}
        disabled={disabled}
        onChange={(event) =>
          onChooseStatus(WEEK_STATUSES.find((status) => status === event.target.value) ?? '')
        }
      />
    </div>
  );
});
