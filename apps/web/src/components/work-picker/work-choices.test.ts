import { describe, expect, it } from 'vitest';
import { workProjects } from './work-choices.ts';

describe('workProjects', () => {
  it('leaves out completed projects in any case and keeps the order', () => {
    const projects = [
      { id: 'a', status: 'In Progress' },
      { id: 'b', status: 'Done' },
      { id: 'c', status: 'New' },
      { id: 'd', status: 'DONE' },
      { id: 'e', status: 'In Review' },
    ];
    expect(workProjects(projects).map((project) => project.id)).toEqual(['a', 'c', 'e']);
  });
});
