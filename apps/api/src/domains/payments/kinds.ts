import { ANNUAL_SUBSCRIPTION_KES, ONE_TIME_CONTACT_KES } from '@urembo/kenya';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, invalid } from '../../errors.ts';
import { pages, paths } from '../../http/pages.ts';
import type { AuthUser, BodyOf } from '../../http/route.ts';
import { message } from '../../i18n/index.ts';
import { userTypeOf } from '../accounts/index.ts';
import {
  activeSubscription,
  grantContact,
  grantOf,
  grantSubscription,
  hasPaidContact,
} from '../entitlements/index.ts';
import { accountsOf, type Payment } from './queries.ts';

/** What can be bought, as openapi.yaml's SubscriptionType names it (a payment's subscription_type). */
export type KindCode = BodyOf<'initiatePayment'>['subscription_type'];

type UserType = AuthUser['userType'];

/**
 * What a purchase is for: a user (the payer's own subscription, another profile's contact) or a booking
 * (a deposit). The payment records a user subject other than the payer as its target.
 */
export type Subject = { user: number } | { booking: number };

/** What a settled purchase gave the payer, as the messages telling them need it. */
export type Granted = { until: string } | { contact: { id: number; name: string } | null };

export interface PurchaseKind {
  /** M-Pesa's TransactionDesc, shown on the prompt: at most 13 characters. */
  prompt: string;
  /** The account type whose annual plan this is, so a mistaken plan is answered with the right one. */
  annualFor?: UserType;
  /** What the request buys it for. */
  subjectOf(payer: AuthUser, request: BodyOf<'initiatePayment'>): Subject | undefined;
  /**
   * Who may buy it and its price: refuses what this payer cannot or need not buy, else answers the
   * payment's amount and target.
   */
  check(
    db: Db | Tx,
    payer: AuthUser,
    subject: Subject | undefined,
  ): Promise<{ amount: number; targetId: number | null }>;
  /** What a success grants (entitlements), in the settlement's transaction with the payer's row locked. */
  grant(tx: Tx, payment: Payment): Promise<void>;
  /** What the success granted, read back for the messages. */
  granted(tx: Tx, payment: Payment): Promise<Granted>;
  /** What a failure undoes beyond the payment's status; nothing is held while these kinds are pending. */
  failed(tx: Tx, payment: Payment): Promise<void>;
  /** Where the messages about the purchase lead the payer. */
  link(tx: Tx, payment: Payment): Promise<string>;
}

const nothingHeld = async () => {};

/** The payer's own profile page, where their subscription shows. */
async function ownProfile(tx: Tx, payment: Payment): Promise<string> {
  const [payer] = await accountsOf(tx, [payment.payerId]);
  return payer?.userType === 'Business Owner' ? pages.businessProfile : pages.professionalProfile;
}

/** A year of every profile's contact, for the one account type it is sold to. */
function annualPlan(buyer: UserType): PurchaseKind {
  return {
    prompt: 'Subscription',
    annualFor: buyer,
    subjectOf: (payer) => ({ user: payer.id }),
    async check(_db, payer) {
      if (payer.userType !== buyer)
        throw invalid({
          subscription_type: [message('payments.annualPlan', { plan: annualPlanFor(payer.userType) })],
        });
      return { amount: ANNUAL_SUBSCRIPTION_KES, targetId: null };
    },
    grant: (tx, payment) => grantSubscription(tx, { userId: payment.payerId, paymentId: payment.id }),
    async granted(tx, payment) {
      const grant = await grantOf(tx, payment.id);
      return { until: grant!.expiresAt!.toISOString().slice(0, 10) };
    },
    failed: nothingHeld,
    link: ownProfile,
  };
}

/** One business's or professional's phone number and e-mail, for good. */
const oneTimeContact: PurchaseKind = {
  prompt: 'Contact',
  subjectOf: (_payer, { target }) => (target === undefined ? undefined : { user: target }),
  async check(db, payer, subject) {
    const target = subject && 'user' in subject ? subject.user : undefined;
    const targetType = target === undefined ? undefined : await userTypeOf(db, target);
    if (target === undefined || !targetType || targetType === 'Retail Customer' || target === payer.id)
      throw invalid({ target: ['Select the business or beauty professional whose contact you want.'] });
    if (await activeSubscription(db, payer.id))
      throw conflict('You already have an active subscription, which includes all contact details.');
    if (await hasPaidContact(db, payer.id, target)) throw conflict('You already paid for this contact.');
    return { amount: ONE_TIME_CONTACT_KES, targetId: target };
  },
  grant: (tx, payment) =>
    grantContact(tx, { userId: payment.payerId, targetId: payment.targetId, paymentId: payment.id }),
  async granted(tx, payment) {
    const [target] = payment.targetId ? await accountsOf(tx, [payment.targetId]) : [];
    return { contact: target ? { id: target.id, name: target.name } : null };
  },
  failed: nothingHeld,
  // The profile whose contact was bought, seen from the payer's side; their own page if it is gone.
  async link(tx, payment) {
    if (!payment.targetId) return ownProfile(tx, payment);
    const [target] = await accountsOf(tx, [payment.targetId]);
    return target?.userType === 'Business Owner'
      ? paths.professionalBusiness(payment.targetId)
      : paths.businessProfessional(payment.targetId);
  },
};

/**
 * Every kind of purchase, by the code the API and the payment record name it with. Adding one is an
 * entry here (and its code in openapi.yaml's SubscriptionType; purchase-kinds.test.ts holds both in step):
 * the engine (commands.ts, settle.ts) asks only this table.
 */
export const PURCHASE_KINDS: Record<KindCode, PurchaseKind> = {
  BO_ANNUAL: annualPlan('Business Owner'),
  PRO_ANNUAL: annualPlan('Beauty Professional'),
  CONTACT: oneTimeContact,
};

/** The kind of a recorded payment, by its subscription_type. */
export function purchaseKind(code: string): PurchaseKind {
  const kind = PURCHASE_KINDS[code as KindCode];
  if (!kind) throw new Error(`No purchase kind ${code}`);
  return kind;
}

/** The annual plan sold to this account type, if any. */
function annualPlanFor(userType: UserType): KindCode | undefined {
  return (Object.keys(PURCHASE_KINDS) as KindCode[]).find(
    (code) => PURCHASE_KINDS[code].annualFor === userType,
  );
}
