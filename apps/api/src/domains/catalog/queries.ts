import { asc, eq, isNull, sql } from 'drizzle-orm';
import { serviceCategories, services, users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';

/** How long catalogue reads are served from memory: it changes only when the catalogue is seeded. */
const CATALOGUE_TTL_MS = 5 * 60_000;

/** One app's in-memory copy of a whole table, read again once it is older than the TTL. */
function cachedTable<T>(read: () => Promise<T[]>) {
  let copy: { rows: Promise<T[]>; at: number } | undefined;
  return () => {
    if (!copy || Date.now() - copy.at > CATALOGUE_TTL_MS) {
      const rows = read();
      copy = { rows, at: Date.now() };
      // A failed read is not kept: the next call asks the database again.
      rows.catch(() => (copy = undefined));
    }
    return copy.rows;
  };
}

/** The categories and services of one app's database, by name, each kept in memory for a while. */
export function cachedCatalogue(db: Db) {
  return {
    categories: cachedTable(() => db.select().from(serviceCategories).orderBy(asc(serviceCategories.name))),
    services: cachedTable(() => db.select().from(services).orderBy(asc(services.name))),
  };
}

export async function findService(db: Db, id: number) {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  return row;
}

export async function usersByType(db: Db) {
  return (
    db
      .select({ userType: users.userType, count: sql<number>`count(*)::int` })
      .from(users)
      // Deleted accounts stay as anonymised rows (payments, reviews): they are not members any more.
      .where(isNull(users.deletedAt))
      .groupBy(users.userType)
  );
}
