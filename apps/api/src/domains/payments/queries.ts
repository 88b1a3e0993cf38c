import { and, desc, eq, gt } from 'drizzle-orm';
import { entitlements, payments } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { SUBSCRIPTION } from './entitlements.ts';
import type { Payment } from './settle.ts';

export async function insertPayment(db: Db, values: typeof payments.$inferInsert): Promise<Payment> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
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
