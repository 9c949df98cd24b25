import { PROJECT_STATUSES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { projectChoices } from './project-choices.ts';

describe('project choices', () => {
  it('leave out only the projects whose status is completed, in any case, and keep the others in order', () => {
    const projects = [
      { id: 'a', status: 'New' },
      { id: 'b', status: 'Completed' },
      { id: 'c', status: 'Done' },
      { id: 'd', status: 'completed' },
      { id: 'e', status: 'In Progress' },
      { id: 'f', status: 'COMPLETED' },
      { id: 'g', status: 'Completed soon' },
    ];
    expect(projectChoices(projects).map((project) => project.id)).toEqual(['a', 'c', 'e', 'g']);
  });

  it('offer a project of every status the board has, Done included', () => {
    const projects = PROJECT_STATUSES.map((status) => ({ id: status, status }));
    expect(projectChoices(projects).map((project) => project.status)).toEqual([
      'New',
      'In Review',
      'In Progress',
      'Done',
    ]);
  });

  it('offer nothing when there are no projects', () => {
    expect(projectChoices([])).toEqual([]);
  });
});
