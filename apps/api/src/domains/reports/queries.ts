import { accountReports } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';

export type Report = typeof accountReports.$inferSelect;

export async function insertReport(db: Db, values: typeof accountReports.$inferInsert): Promise<Report> {
  const [row] = await db.insert(accountReports).values(values).returning();
  return row!;
}
