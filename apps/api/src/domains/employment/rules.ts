import type { Db } from '../../db/client.ts';
import { paymentRequired } from '../../http/errors.ts';
import { activeSubscription, hasPaidContact } from '../payments/entitlements.ts';

/** Hiring and asking for work need an active subscription or a paid contact for that profile. */
export async function requireEntitlement(db: Db, userId: number, targetId: number, action: string) {
  if ((await activeSubscription(db, userId)) || (await hasPaidContact(db, userId, targetId))) return;
  throw paymentRequired(`Subscribe or pay for this contact to ${action}.`);
}
