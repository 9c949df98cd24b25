import { PROJECT_STATUSES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { projectChoices } from './project-choices.ts';

describe('project choices', () => {
  it('leave out the completed projects, status Done in any case, and keep the others in order', () => {
    const projects = [
      { id: 'a', status: 'New' },
      { id: 'b', status: 'Done' },
      { id: 'c', status: 'In Review' },
      { id: 'd', status: 'done' },
      { id: 'e', status: 'In Progress' },
      { id: 'f', status: 'DONE' },
    ];
    expect(projectChoices(projects).map((project) => project.id)).toEqual(['a', 'c', 'e']);
  });

  it('offer a project of every status the product has but Done', () => {
    const projects = PROJECT_STATUSES.map((status) => ({ id: status, status }));
    expect(projectChoices(projects).map((project) => project.status)).toEqual([
      'New',
      'In Review',
      'In Progress',
    ]);
  });

  it('offer nothing when there are no projects', () => {
    expect(projectChoices([])).toEqual([]);
  });
});
