import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { businessEmployees, businessProfiles, employmentRequests, users } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import { total, type Page } from '../../http/pagination.ts';
import { professionalsById } from '../accounts/queries.ts';

/** The name a business is shown by: its business name, else the owner's. */
export async function businessName(tx: Tx, ownerId: number, ownerName: string): Promise<string> {
  const [business] = await tx.select().from(businessProfiles).where(eq(businessProfiles.userId, ownerId));
  return business?.businessName || ownerName;
}

export async function addEmployee(tx: Tx, values: typeof businessEmployees.$inferInsert) {
  const [row] = await tx.insert(businessEmployees).values(values).returning();
  return row!;
}

/** A page of a business's current employees with their profiles, newest first, and how many there are. */
export function employeePage(db: Db, businessId: number, page: Page) {
  const current = and(eq(businessEmployees.businessId, businessId), isNull(businessEmployees.endedAt));
  const links = db
    .select()
    .from(businessEmployees)
    .where(current)
    .orderBy(desc(businessEmployees.createdAt))
    .limit(page.size)
    .offset(page.offset);
  return {
    rows: links.then(async (found) => {
      const employees = await professionalsById(
        db,
        found.map((link) => link.employeeId),
        businessId,
      );
      return found.map((link) => ({ link, employee: employees.get(link.employeeId) }));
    }),
    counted: db.select(total).from(businessEmployees).where(current),
  };
}

/** The condition on users that picks the businesses employing this professional now. */
export const employersOf = (professionalId: number) =>
  sql`${users.id} in (select ${businessEmployees.businessId} from ${businessEmployees} where ${businessEmployees.employeeId} = ${professionalId} and ${businessEmployees.endedAt} is null)`;

export async function hasPendingRequest(tx: Tx, ownerId: number, professionalId: number) {
  const [pending] = await tx
    .select({ id: employmentRequests.id })
    .from(employmentRequests)
    .where(
      and(
        eq(employmentRequests.businessOwnerId, ownerId),
        eq(employmentRequests.professionalId, professionalId),
        eq(employmentRequests.status, 'pending'),
      ),
    );
  return Boolean(pending);
}

export async function insertRequest(tx: Tx, values: typeof employmentRequests.$inferInsert) {
  const [row] = await tx.insert(employmentRequests).values(values).returning();
  return row!;
}

/** A page of employment requests, newest first, and how many match. */
export function requestPage(db: Db, where: SQL[], page: Page) {
  const condition = and(...where);
  return {
    rows: db
      .select()
      .from(employmentRequests)
      .where(condition)
      .orderBy(desc(employmentRequests.createdAt))
      .limit(page.size)
      .offset(page.offset),
    counted: db.select(total).from(employmentRequests).where(condition),
  };
}

export async function findRequest(db: Db, id: number) {
  const [row] = await db.select().from(employmentRequests).where(eq(employmentRequests.id, id));
  return row;
}

/** Answers a request that is still pending; undefined when it was answered meanwhile. */
export async function answerRequest(tx: Tx, id: number, status: string) {
  const [updated] = await tx
    .update(employmentRequests)
    .set({ status })
    .where(and(eq(employmentRequests.id, id), eq(employmentRequests.status, 'pending')))
    .returning();
  return updated;
}

/** Hires the professional unless they already work there. */
export async function hire(tx: Tx, businessId: number, employeeId: number, startDate: string) {
  await tx
    .insert(businessEmployees)
    .values({ businessId, employeeId, employmentStartDate: startDate })
    .onConflictDoNothing();
}
