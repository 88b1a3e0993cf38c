import { and, asc, eq, sql } from 'drizzle-orm';
import { businessProfiles, portfolioPhotos, users } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';

type Conn = Db | Tx;
export const PORTFOLIO_MAX = 12;

export async function portfolioOf(db: Conn, vendorId: number) {
  return db
    .select()
    .from(portfolioPhotos)
    .where(eq(portfolioPhotos.vendorId, vendorId))
    .orderBy(asc(portfolioPhotos.id));
}

export async function findPhoto(db: Conn, vendorId: number, photoId: number) {
  const [row] = await db
    .select()
    .from(portfolioPhotos)
    .where(and(eq(portfolioPhotos.id, photoId), eq(portfolioPhotos.vendorId, vendorId)));
  return row;
}

export async function countPhotos(db: Conn, vendorId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(portfolioPhotos)
    .where(eq(portfolioPhotos.vendorId, vendorId));
  return row?.count ?? 0;
}

/** Photos are added one at a time per vendor, so two uploads at once cannot make a thirteenth. */
export async function lockPortfolio(tx: Tx, vendorId: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(15, ${vendorId})`);
  return countPhotos(tx, vendorId);
}

export async function insertPhoto(tx: Tx, values: typeof portfolioPhotos.$inferInsert) {
  const [row] = await tx.insert(portfolioPhotos).values(values).returning();
  return row!;
}

export async function deletePhoto(db: Conn, photoId: number) {
  await db.delete(portfolioPhotos).where(eq(portfolioPhotos.id, photoId));
}

export async function setCaption(db: Conn, photoId: number, caption: string) {
  const [row] = await db
    .update(portfolioPhotos)
    .set({ caption })
    .where(eq(portfolioPhotos.id, photoId))
    .returning();
  return row!;
}

/**
 * The current picture and the user's name, with the row locked until the transaction ends: two
 * replacements at once take turns, so neither leaves the other's new image behind unreferenced.
 */
export async function lockProfilePic(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ pic: users.profilePic, name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row!;
}

/** The business's current cover, locked until the transaction ends (as lockProfilePic). */
export async function lockCover(tx: Tx, businessId: number) {
  const [row] = await tx
    .select({ cover: businessProfiles.cover })
    .from(businessProfiles)
    .where(eq(businessProfiles.userId, businessId))
    .for('update');
  return row?.cover ?? null;
}

export async function setCover(db: Conn, businessId: number, cover: string | null) {
  await db.update(businessProfiles).set({ cover }).where(eq(businessProfiles.userId, businessId));
}

export async function setProfilePic(tx: Tx, userId: number, pic: string) {
  await tx.update(users).set({ profilePic: pic }).where(eq(users.id, userId));
}
