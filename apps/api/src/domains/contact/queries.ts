import { contactMessages } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';

export async function saveContactMessage(db: Db, values: typeof contactMessages.$inferInsert) {
  await db.insert(contactMessages).values(values);
}
