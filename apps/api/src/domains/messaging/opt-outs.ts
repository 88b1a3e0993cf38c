import { eq } from 'drizzle-orm';
import { normalizeKenyanPhone } from '@urembo/kenya';
import { smsOptOuts } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';

/** Africa's Talking's failure reasons that mean the number wants none of our SMS. */
export const STOPPED_REASONS = new Set(['UserInBlackList', 'DoNotDisturbRejection']);

/**
 * Records that a number replied STOP; a number that is not a Kenyan mobile was never texted. The STOP is
 * the number's owner's, whoever's account carries it: no account's change or deletion undoes it.
 */
export async function optOut(db: Db | Tx, phone: string): Promise<void> {
  const number = normalizeKenyanPhone(phone);
  if (!number.ok) return;
  await db.insert(smsOptOuts).values({ phone: number.phone }).onConflictDoNothing();
}

export async function hasOptedOut(db: Db | Tx, phone: string | null): Promise<boolean> {
  const number = phone ? normalizeKenyanPhone(phone) : undefined;
  if (!number?.ok) return false;
  const [row] = await db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, number.phone));
  return Boolean(row);
}
