import { describe, expect, it } from 'vitest';
import { projectChoices } from './project-choices.ts';

describe('project choices', () => {
  it('leave out completed projects in any case and keep the others in order', () => {
    const projects = [
      { id: 'a', status: 'New' },
      { id: 'b', status: 'completed' },
      { id: 'c', status: 'Done' },
      { id: 'd', status: 'COMPLETED' },
      { id: 'e', status: 'Completed' },
      { id: 'f', status: 'In Progress' },
    ];
    expect(projectChoices(projects).map((project) => project.id)).toEqual(['a', 'c', 'f']);
  });

  it('offer nothing when there are no projects', () => {
    expect(projectChoices([])).toEqual([]);
  });
});
