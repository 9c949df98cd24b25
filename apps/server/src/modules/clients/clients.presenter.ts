import type { Client } from '@portal/contract';

export const presentClient = (row: {
  id: string;
  name: string;
  contact: string;
  notes: string;
  project_count: number | string | null;
}): Client => ({
  id: row.id,
  name: row.name,
  contact: row.contact,
  notes: row.notes,
  projectCount: Number(row.project_count ?? 0),
});
