import {
  and,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  or,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { entitlements } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';

/** What an entitlement opens: every profile's contact for a year, or one profile's for good. */
export const SUBSCRIPTION = 'subscription';
export const CONTACT = 'contact';

/** The viewer's active annual subscription, if any. */
export async function activeSubscription(db: Db | Tx, userId: number) {
  const [row] = await db
    .select()
    .from(entitlements)
    .where(
      and(
        eq(entitlements.userId, userId),
        eq(entitlements.kind, SUBSCRIPTION),
        gt(entitlements.expiresAt, new Date()),
      ),
    )
    .orderBy(entitlements.expiresAt)
    .limit(1);
  return row;
}

export async function hasPaidContact(db: Db | Tx, userId: number, targetId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: entitlements.id })
    .from(entitlements)
    .where(
      and(
        eq(entitlements.userId, userId),
        eq(entitlements.kind, CONTACT),
        eq(entitlements.targetId, targetId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Which of these profiles' phone numbers and e-mail the viewer may see: their own, all of them with an
 * active subscription, otherwise those with a paid contact. One query for a whole list.
 */
export async function contactVisibility(
  db: Db | Tx,
  viewerId: number | undefined,
  profileIds: number[],
): Promise<(id: number) => boolean> {
  if (viewerId === undefined || profileIds.length === 0) return (id) => id === viewerId;
  const rows = await db
    .select({ kind: entitlements.kind, targetId: entitlements.targetId })
    .from(entitlements)
    .where(
      and(
        eq(entitlements.userId, viewerId),
        or(
          and(
            eq(entitlements.kind, SUBSCRIPTION),
            isNull(entitlements.targetId),
            gt(entitlements.expiresAt, new Date()),
          ),
          and(eq(entitlements.kind, CONTACT), inArray(entitlements.targetId, profileIds)),
        ),
      ),
    );
  if (rows.some((r) => r.kind === SUBSCRIPTION)) return () => true;
  const paid = new Set(rows.map((r) => r.targetId));
  return (id) => id === viewerId || paid.has(id);
}

/**
 * The same rule as `contactVisibility`, as a column of a list's rows (`vendorId` is the row's profile id),
 * so that a page of profiles costs one query. The viewer and the time are placeholders of a prepared list.
 */
export function contactShown(viewer: SQLWrapper, vendorId: AnyColumn, now: SQLWrapper): SQL<boolean> {
  return sql<boolean>`(${vendorId} = ${viewer} or exists (select 1 from ${entitlements} e where e.user_id = ${viewer} and ((e.kind = ${SUBSCRIPTION} and e.target_id is null and e.expires_at > ${now}::timestamptz) or (e.kind = ${CONTACT} and e.target_id = ${vendorId}))))`;
}

/**
 * A year from activation; paying while subscribed adds the year after the current one ends. The caller
 * holds the payer's row locked, so two renewals never compute their start from the same stale expiry.
 */
export async function grantSubscription(
  tx: Tx,
  { userId, paymentId }: { userId: number; paymentId: number },
) {
  const now = new Date();
  const [current] = await tx
    .select({ expiresAt: entitlements.expiresAt })
    .from(entitlements)
    .where(
      and(
        eq(entitlements.userId, userId),
        eq(entitlements.kind, SUBSCRIPTION),
        gt(entitlements.expiresAt, now),
      ),
    )
    .orderBy(desc(entitlements.expiresAt))
    .limit(1);
  const startsAt = current?.expiresAt && current.expiresAt > now ? current.expiresAt : now;
  const expiresAt = new Date(startsAt);
  expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + 1);
  await tx
    .insert(entitlements)
    .values({ userId, kind: SUBSCRIPTION, targetId: null, paymentId, startsAt, expiresAt });
}

/** One profile's contact, for good. */
export async function grantContact(
  tx: Tx,
  { userId, targetId, paymentId }: { userId: number; targetId: number | null; paymentId: number },
) {
  await tx.insert(entitlements).values({ userId, kind: CONTACT, targetId, paymentId, startsAt: new Date() });
}

/** What a payment granted, if anything: its entitlement's kind, profile and expiry. */
export async function grantOf(db: Db | Tx, paymentId: number) {
  const [row] = await db
    .select({ kind: entitlements.kind, targetId: entitlements.targetId, expiresAt: entitlements.expiresAt })
    .from(entitlements)
    .where(eq(entitlements.paymentId, paymentId));
  return row;
}
