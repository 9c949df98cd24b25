import { PROJECT_MESSAGES, type Project } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { newProjectForm, projectFormOf, TEAM_SIZE_MESSAGE, validateProjectForm } from './project-form.ts';

describe('project form', () => {
  it('starts a new project as New with a team of 1 and no dates', () => {
    expect(newProjectForm()).toEqual({
      name: '',
      description: '',
      status: 'New',
      startDate: null,
      endDate: null,
      teamSize: '1',
    });
  });

  it('fills the edit form from the project', () => {
    const project: Project = {
      id: 'p1',
      name: 'Harbour',
      description: 'Berths',
      status: 'In Review',
      startDate: '2026-11-01',
      endDate: null,
      teamSize: 4,
      taskCount: 2,
      user: 'Grace Hopper',
    };
    expect(projectFormOf(project)).toEqual({
      name: 'Harbour',
      description: 'Berths',
      status: 'In Review',
      startDate: '2026-11-01',
      endDate: null,
      teamSize: '4',
    });
  });

  it('sends trimmed text and a numeric team size', () => {
    const result = validateProjectForm({
      ...newProjectForm(),
      name: '  Harbour ',
      description: ' Berths ',
      startDate: '2026-11-01',
      teamSize: '6',
    });
    expect(result).toEqual({
      ok: true,
      fields: {
        name: 'Harbour',
        description: 'Berths',
        status: 'New',
        startDate: '2026-11-01',
        endDate: null,
        teamSize: 6,
      },
    });
  });

  it('asks for name and description, blank counting as missing', () => {
    expect(validateProjectForm({ ...newProjectForm(), name: '   ' })).toEqual({
      ok: false,
      errors: { name: PROJECT_MESSAGES.required, description: PROJECT_MESSAGES.required },
    });
    expect(validateProjectForm({ ...newProjectForm(), name: 'Harbour' })).toEqual({
      ok: false,
      errors: { description: 'Please fill all required fields' },
    });
  });

  it.each(['0', '-2', '1.5', '', 'abc'])('refuses team size %j', (teamSize) => {
    const result = validateProjectForm({ ...newProjectForm(), name: 'A', description: 'B', teamSize });
    expect(result).toEqual({ ok: false, errors: { teamSize: TEAM_SIZE_MESSAGE } });
  });
});
