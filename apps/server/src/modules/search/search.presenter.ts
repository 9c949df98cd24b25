import type { ProjectStatus, Role, SearchAnswer, TaskStatus } from '@portal/contract';

type Found = Omit<SearchAnswer, 'result'>;

export function presentMatches(rows: {
  projects: { id: string; name: string; status: string }[];
  tasks: { id: string; title: string; status: string; project_id: string; project_name: string }[];
  people: { id: string; name: string; email: string; role: Role }[];
  clients?: { id: string; name: string }[] | undefined;
}): Found {
  return {
    projects: rows.projects.map((row) => ({
      id: row.id,
      label: row.name,
      status: row.status as ProjectStatus,
    })),
    tasks: rows.tasks.map((row) => ({
      id: row.id,
      label: row.title,
      status: row.status as TaskStatus,
      projectId: row.project_id,
      project: row.project_name,
    })),
    people: rows.people.map((row) => ({ id: row.id, label: row.name, email: row.email, role: row.role })),
    ...(rows.clients ? { clients: rows.clients.map((row) => ({ id: row.id, label: row.name })) } : {}),
  };
}
