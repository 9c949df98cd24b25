import type { Rate, RateKind } from '@portal/contract';

export const presentRate = (row: {
  id: string;
  kind: string;
  user_id: string | null;
  project_id: string | null;
  valid_from: string;
  amount_minor: number | string;
}): Rate => ({
  id: row.id,
  kind: row.kind as RateKind,
  userId: row.user_id,
  projectId: row.project_id,
  validFrom: row.valid_from,
  amount: Number(row.amount_minor),
});
