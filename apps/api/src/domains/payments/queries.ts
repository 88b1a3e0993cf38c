import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { entitlements, payments, users } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import { SUBSCRIPTION } from './entitlements.ts';

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
export async function latestSubscription(db: Db, userId: number) {
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
