import { ANNUAL_SUBSCRIPTION_KES, ONE_TIME_CONTACT_KES } from '@urembo/kenya';
import type { UserType } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import type { AuthUser, BodyOf } from '../../http/route.ts';
import { activeSubscription, hasPaidContact } from './entitlements.ts';
import { userTypeOf } from '../accounts/queries.ts';
import { message } from '../../i18n/index.ts';

type Purchase = BodyOf<'initiatePayment'>;

/** Each vendor type has its own annual plan; customers buy nothing. */
const ANNUAL_PLAN: Record<UserType, Purchase['subscription_type'] | undefined> = {
  'Business Owner': 'BO_ANNUAL',
  'Beauty Professional': 'PRO_ANNUAL',
  'Retail Customer': undefined,
};

/** What is being bought and its price; refuses what this user cannot or need not buy. */
export async function checkPurchase(db: Db | Tx, user: AuthUser, { subscription_type, target }: Purchase) {
  if (subscription_type !== 'CONTACT') {
    if (ANNUAL_PLAN[user.userType] !== subscription_type)
      throw badRequest({
        subscription_type: [message('payments.annualPlan', { plan: ANNUAL_PLAN[user.userType] })],
      });
    return { targetId: null, amount: ANNUAL_SUBSCRIPTION_KES };
  }
  const targetType = target === undefined ? undefined : await userTypeOf(db, target);
  if (target === undefined || !targetType || targetType === 'Retail Customer' || target === user.id)
    throw badRequest({ target: ['Select the business or beauty professional whose contact you want.'] });
  if (await activeSubscription(db, user.id))
    throw conflict('You already have an active subscription, which includes all contact details.');
  if (await hasPaidContact(db, user.id, target)) throw conflict('You already paid for this contact.');
  return { targetId: target, amount: ONE_TIME_CONTACT_KES };
}
