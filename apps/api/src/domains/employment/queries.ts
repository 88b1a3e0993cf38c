import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  businessEmployees,
  businessProfiles,
  employmentRequests,
  staffSettings,
  users,
  type EmploymentDirection,
  type EmploymentRequestStatus,
} from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import { total, type Page } from '../../http/pagination.ts';
import { professionalsById } from '../accounts/index.ts';

type Conn = Db | Tx;

/** The name a business is shown by: its business name, else the owner's. */
export async function businessName(tx: Conn, ownerId: number, ownerName: string): Promise<string> {
  const [business] = await tx.select().from(businessProfiles).where(eq(businessProfiles.userId, ownerId));
  return business?.businessName || ownerName;
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

/** The id of the business's current employment of the professional, if she works there now. */
export async function currentEmployment(db: Conn, businessId: number, professionalId: number) {
  const [link] = await db
    .select({ id: businessEmployees.id })
    .from(businessEmployees)
    .where(
      and(
        eq(businessEmployees.businessId, businessId),
        eq(businessEmployees.employeeId, professionalId),
        isNull(businessEmployees.endedAt),
      ),
    )
    .limit(1);
  return link?.id;
}

export const isEmployee = async (db: Conn, businessId: number, professionalId: number) =>
  (await currentEmployment(db, businessId, professionalId)) !== undefined;

/** The pending request or invitation between a business and a professional, if any (at most one). */
export async function pendingBetween(db: Conn, businessId: number, professionalId: number) {
  const [pending] = await db
    .select({ id: employmentRequests.id, direction: employmentRequests.direction })
    .from(employmentRequests)
    .where(
      and(
        eq(employmentRequests.businessOwnerId, businessId),
        eq(employmentRequests.professionalId, professionalId),
        eq(employmentRequests.status, 'pending'),
      ),
    );
  return pending;
}

const professional = alias(users, 'professional');
const owner = alias(users, 'owner');

/** Requests with the names of both sides, as the contract shows them. */
const withNames = (db: Conn) =>
  db
    .select({
      id: employmentRequests.id,
      direction: employmentRequests.direction,
      businessOwnerId: employmentRequests.businessOwnerId,
      businessName: sql<string>`coalesce(nullif(${businessProfiles.businessName}, ''), ${owner.name})`,
      professionalId: employmentRequests.professionalId,
      professionalName: professional.name,
      name: employmentRequests.name,
      email: employmentRequests.email,
      proposal: employmentRequests.proposal,
      status: employmentRequests.status,
      salary: employmentRequests.salary,
      role: employmentRequests.role,
      answerMessage: employmentRequests.answerMessage,
      answeredAt: employmentRequests.answeredAt,
      createdAt: employmentRequests.createdAt,
    })
    .from(employmentRequests)
    .innerJoin(owner, eq(owner.id, employmentRequests.businessOwnerId))
    .innerJoin(professional, eq(professional.id, employmentRequests.professionalId))
    .leftJoin(businessProfiles, eq(businessProfiles.userId, employmentRequests.businessOwnerId));

export type RequestRow = Awaited<ReturnType<typeof findRequest>> & {};

export async function findRequest(db: Conn, id: number) {
  const [row] = await withNames(db).where(eq(employmentRequests.id, id));
  return row;
}

/** Inserts a request or invitation; the pending-pair unique index refuses a second open one. */
export async function insertRequest(tx: Tx, values: typeof employmentRequests.$inferInsert) {
  const [row] = await tx.insert(employmentRequests).values(values).returning({ id: employmentRequests.id });
  return (await findRequest(tx, row!.id))!;
}

/** A page of requests and invitations, newest first, and how many match. */
export function requestPage(db: Db, where: SQL[], page: Page) {
  const condition = and(...where);
  return {
    rows: withNames(db)
      .where(condition)
      .orderBy(desc(employmentRequests.createdAt), desc(employmentRequests.id))
      .limit(page.size)
      .offset(page.offset),
    counted: db.select(total).from(employmentRequests).where(condition),
  };
}

/** A page of one side's requests and invitations, optionally of one status or direction. */
export function requestsOf(
  db: Db,
  party: { id: number; side: 'business' | 'professional' },
  filters: { status?: EmploymentRequestStatus; direction?: EmploymentDirection },
  page: Page,
) {
  const where = [
    party.side === 'business'
      ? eq(employmentRequests.businessOwnerId, party.id)
      : eq(employmentRequests.professionalId, party.id),
  ];
  if (filters.status) where.push(eq(employmentRequests.status, filters.status));
  if (filters.direction) where.push(eq(employmentRequests.direction, filters.direction));
  return requestPage(db, where, page);
}

/** Answers a request that is still pending; undefined when it was answered or withdrawn meanwhile. */
export async function answerRequest(
  tx: Tx,
  id: number,
  status: Exclude<EmploymentRequestStatus, 'pending'>,
  message: string,
) {
  const [updated] = await tx
    .update(employmentRequests)
    .set({ status, answerMessage: message, answeredAt: new Date() })
    .where(and(eq(employmentRequests.id, id), eq(employmentRequests.status, 'pending')))
    .returning({ id: employmentRequests.id });
  return updated && (await findRequest(tx, updated.id));
}

/** Hires the professional unless they already work there. */
export async function hire(tx: Tx, businessId: number, employeeId: number, startDate: string) {
  await tx
    .insert(businessEmployees)
    .values({ businessId, employeeId, employmentStartDate: startDate })
    .onConflictDoNothing();
}

export type EmploymentSide = 'business' | 'professional';
export type EmploymentRow = typeof businessEmployees.$inferSelect;

/** An employment (current or ended) by its id. */
export async function findEmployment(db: Conn, id: number): Promise<EmploymentRow | undefined> {
  const [link] = await db.select().from(businessEmployees).where(eq(businessEmployees.id, id));
  return link;
}

/** An employment with the names of both sides, as messages name them. */
export async function employmentWithNames(db: Conn, id: number) {
  const [row] = await db
    .select({
      link: businessEmployees,
      businessName: sql<string>`coalesce(nullif(${businessProfiles.businessName}, ''), ${owner.name})`,
      professionalName: professional.name,
    })
    .from(businessEmployees)
    .innerJoin(owner, eq(owner.id, businessEmployees.businessId))
    .innerJoin(professional, eq(professional.id, businessEmployees.employeeId))
    .leftJoin(businessProfiles, eq(businessProfiles.userId, businessEmployees.businessId))
    .where(eq(businessEmployees.id, id));
  return row;
}

/** The professional's latest employment at the business, current or ended (she may have been rehired). */
export async function latestEmployment(db: Conn, businessId: number, professionalId: number) {
  const [link] = await db
    .select()
    .from(businessEmployees)
    .where(
      and(eq(businessEmployees.businessId, businessId), eq(businessEmployees.employeeId, professionalId)),
    )
    .orderBy(sql`${businessEmployees.endedAt} is null desc`, desc(businessEmployees.createdAt))
    .limit(1);
  return link;
}

/**
 * Ends the employment if it is still current; undefined when it had ended meanwhile (the row lock makes
 * a second, simultaneous end wait for the first and then find nothing to end).
 */
export async function endLink(tx: Tx, id: number, endedBy: EmploymentSide, note: string) {
  const [ended] = await tx
    .update(businessEmployees)
    .set({ endedAt: new Date(), endedBy, endNote: note })
    .where(and(eq(businessEmployees.id, id), isNull(businessEmployees.endedAt)))
    .returning();
  return ended;
}

/** What she did and when she worked at the business goes with her: rehired, she starts from its defaults. */
export async function dropStaffSettings(tx: Tx, businessId: number, staffId: number) {
  await tx
    .delete(staffSettings)
    .where(and(eq(staffSettings.businessId, businessId), eq(staffSettings.staffId, staffId)));
}
