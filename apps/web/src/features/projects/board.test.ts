import type { Project } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n/icu-formatter.ts';
import { t } from '../../lib/i18n/intl.ts';
import { boardColumns, draggedProject, isProjectStatus, neighbourStatus, withStatus } from './board.ts';
import { countValues, PROJECT_COUNTS } from './messages.ts';

const project = (id: string, status: Project['status']): Project => ({
  id,
  name: `Project ${id}`,
  description: 'd',
  status,
  startDate: null,
  endDate: null,
  teamSize: 1,
  taskCount: 0,
  user: 'Grace Hopper',
  estimateHours: null,
  trackedHours: 0,
  clientId: null,
  clientName: null,
  billable: true,
  color: null,
});

describe('board', () => {
  it('puts every project in its status column, columns in board order, keeping list order', () => {
    const columns = boardColumns([
      project('a', 'Done'),
      project('b', 'New'),
      project('c', 'Done'),
      project('d', 'In Review'),
    ]);
    expect(columns.map((column) => [column.status, column.projects.map((p) => p.id)])).toEqual([
      ['New', ['b']],
      ['In Review', ['d']],
      ['In Progress', []],
      ['Done', ['a', 'c']],
    ]);
  });

  it('moves one project to another column and leaves the others and the original list alone', () => {
    const before = [project('a', 'New'), project('b', 'New')];
    const after = withStatus(before, 'b', 'In Progress');
    expect(after.map((p) => p.status)).toEqual(['New', 'In Progress']);
    expect(after[0]).toBe(before[0]);
    expect(before[1]!.status).toBe('New');
  });

  it('recognises the four statuses only', () => {
    expect(isProjectStatus('In Review')).toBe(true);
    expect(isProjectStatus('in review')).toBe(false);
    expect(isProjectStatus(undefined)).toBe(false);
  });

  it('finds the neighbouring column and stops at both ends', () => {
    expect(neighbourStatus('New', 1)).toBe('In Review');
    expect(neighbourStatus('In Progress', -1)).toBe('In Review');
    expect(neighbourStatus('Done', 1)).toBeNull();
    expect(neighbourStatus('New', -1)).toBeNull();
  });

  it('reads the dragged project from the drag data', () => {
    const dragged = project('a', 'New');
    expect(draggedProject({ data: { current: { project: dragged } } })).toBe(dragged);
    expect(draggedProject(null)).toBeUndefined();
  });

  it('says one in the singular and any other count in the plural', () => {
    expect(t(PROJECT_COUNTS.members, countValues(1))).toBe('1 member');
    expect(t(PROJECT_COUNTS.members, countValues(10_000))).toBe('10000 members');
    expect(t(PROJECT_COUNTS.tasks, countValues(0))).toBe('0 tasks');
    expect(t(PROJECT_COUNTS.tasks, countValues(12))).toBe('12 tasks');
    expect(t(PROJECT_COUNTS.projects, countValues(1))).toBe('1 project');
  });
});
