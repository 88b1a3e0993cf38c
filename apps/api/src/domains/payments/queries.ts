import { and, desc, eq, gt, inArray, isNull, lt, lte } from 'drizzle-orm';
import { entitlements, payments, users } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import { SUBSCRIPTION } from '../entitlements/index.ts';
import { total, type Page, type RowsAndTotal } from '../../http/pagination.ts';

export type Payment = typeof payments.$inferSelect;

type NewPayment = typeof payments.$inferInsert;

/**
 * Records a pending payment. The database refuses a second pending payment for the same purchase (payer,
 * kind, target) with a unique violation (payments_pending_purchase_unique), however many calls race.
 */
export async function insertPayment(tx: Tx, values: NewPayment): Promise<Payment> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

/**
 * Takes the payer's row until the transaction ends. Starting a purchase and settling one both do, so a
 * purchase is checked either before a payment's grant or after it, never in between.
 */
export async function lockPayer(tx: Tx, payerId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, payerId)).for('update');
}

/** The payment of this purchase still waiting for M-Pesa's answer, if any. */
export async function pendingPurchase(
  db: Db,
  { payerId, subscriptionType, targetId }: Pick<NewPayment, 'payerId' | 'subscriptionType' | 'targetId'>,
) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.payerId, payerId),
        eq(payments.subscriptionType, subscriptionType),
        targetId == null ? isNull(payments.targetId) : eq(payments.targetId, targetId),
        eq(payments.status, 'pending'),
      ),
    );
  return row;
}

export async function updatePayment(
  db: Db,
  id: number,
  changes: Partial<typeof payments.$inferInsert>,
): Promise<Payment> {
  const [row] = await db.update(payments).set(changes).where(eq(payments.id, id)).returning();
  return row!;
}

/** A payment by its M-Pesa checkout id, only for the user who paid. */
export async function paymentOfPayer(db: Db, checkoutRequestId: string, payerId: number) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.checkoutRequestId, checkoutRequestId), eq(payments.payerId, payerId)));
  return payment;
}

/** The furthest expiry: a renewal bought while subscribed starts when the current year ends. */
export async function latestSubscription(db: Db | Tx, userId: number) {
  const [latest] = await db
    .select({ expiresAt: entitlements.expiresAt, subscriptionType: payments.subscriptionType })
    .from(entitlements)
    .innerJoin(payments, eq(payments.id, entitlements.paymentId))
    .where(
      and(
        eq(entitlements.userId, userId),
        eq(entitlements.kind, SUBSCRIPTION),
        gt(entitlements.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(entitlements.expiresAt))
    .limit(1);
  return latest;
}

/** A page of the payer's payments, newest first, beside how many there are. */
export function paymentsOfPayer(db: Db, payerId: number, page: Page): RowsAndTotal<Payment> {
  return {
    rows: db
      .select()
      .from(payments)
      .where(eq(payments.payerId, payerId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(page.size)
      .offset(page.offset),
    counted: db.select(total).from(payments).where(eq(payments.payerId, payerId)),
  };
}

/** When the user's plan ends, renewals included; undefined when she has none running. */
export async function subscriptionEnd(db: Db | Tx, userId: number): Promise<Date | undefined> {
  return (await latestSubscription(db, userId))?.expiresAt ?? undefined;
}

export async function paymentById(db: Db | Tx, id: number): Promise<Payment | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function paymentByCheckout(db: Db, checkoutRequestId: string): Promise<Payment | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.checkoutRequestId, checkoutRequestId));
  return row;
}

/** Changes a payment only while it is still pending: undefined when another settlement came first. */
export async function settlePending(
  tx: Tx,
  id: number,
  changes: Partial<typeof payments.$inferInsert>,
): Promise<Payment | undefined> {
  const [row] = await tx
    .update(payments)
    .set(changes)
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning();
  return row;
}

/** Fails every payment still pending that was started at or before `before`; answers how many. */
export async function failPendingSince(db: Db, before: Date, resultDesc: string, now: Date): Promise<number> {
  const rows = await db
    .update(payments)
    .set({ status: 'failed', resultDesc, settledAt: now })
    .where(and(eq(payments.status, 'pending'), lte(payments.createdAt, before)))
    .returning({ id: payments.id });
  return rows.length;
}

/** Pending payments started between the two times, oldest first, a batch at a time. */
export async function pendingBetween(db: Db, after: Date, before: Date): Promise<Payment[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, before), gt(payments.createdAt, after)))
    .orderBy(payments.createdAt)
    .limit(50);
}

/** Fails a pending payment whose push was never tracked (no checkout id); answers whether it did. */
export async function failUntracked(db: Db, id: number, resultDesc: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'failed', resultDesc, settledAt: now })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending'), isNull(payments.checkoutRequestId)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** The payer's or a bought profile's name and type, erased accounts included (their rows stay, anonymised). */
export async function accountsOf(tx: Tx, ids: number[]) {
  return tx
    .select({ id: users.id, name: users.name, userType: users.userType })
    .from(users)
    .where(inArray(users.id, ids));
}
