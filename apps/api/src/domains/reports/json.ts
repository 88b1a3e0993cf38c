import type { Report } from './queries.ts';

export const reportJson = (row: Report, reasons: string[]) => ({
  id: row.id,
  reason: row.reason,
  reasons,
  reported_user: row.reportedUserId,
  details: row.details,
  created_at: row.createdAt.toISOString(),
});
