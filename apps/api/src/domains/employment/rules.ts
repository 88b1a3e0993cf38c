import type { Db } from '../../db/client.ts';
import type { EmploymentRequestStatus } from '../../db/schema.ts';
import { conflict, forbidden, paymentRequired } from '../../errors.ts';
import { message } from '../../i18n/index.ts';
import { activeSubscription, hasPaidContact } from '../entitlements/index.ts';
import {
  isEmployee,
  pendingBetween,
  type EmploymentRow,
  type EmploymentSide,
  type RequestRow,
} from './queries.ts';

/** Hiring and asking for work need an active subscription or a paid contact for that profile. */
export async function requireEntitlement(
  db: Db,
  userId: number,
  targetId: number,
  action: 'addEmployees' | 'requestEmployment',
) {
  if ((await activeSubscription(db, userId)) || (await hasPaidContact(db, userId, targetId))) return;
  // "Subscribe or pay for this contact to add employees." or "... to request employment."
  throw paymentRequired(message('employment.entitlement', { action }));
}

/** Refuses a second open question between a business and a professional, whichever side asked. */
export async function requireNothingOpen(
  db: Db,
  businessId: number,
  proId: number,
  caller: 'business' | 'professional',
) {
  if (await isEmployee(db, businessId, proId))
    throw conflict(
      caller === 'business' ? 'Employee is already added' : 'You already work for this business.',
    );
  const pending = await pendingBetween(db, businessId, proId);
  if (!pending) return;
  const sentByCaller = (pending.direction === 'invitation') === (caller === 'business');
  if (sentByCaller)
    throw conflict(
      caller === 'business'
        ? 'You already invited this professional.'
        : 'You already have a pending request with this business.',
    );
  throw conflict(
    caller === 'business'
      ? 'This professional has asked to work with you: answer her request in Employment requests.'
      : 'This business has invited you: answer its invitation in Job invitations.',
  );
}

/**
 * Only the two sides answer: the receiver accepts or declines, the sender may withdraw, and only while
 * it is pending.
 */
export function checkAnswer(
  current: RequestRow,
  callerId: number,
  status: Exclude<EmploymentRequestStatus, 'pending'>,
) {
  const asBusiness = current.businessOwnerId === callerId;
  if (!asBusiness && current.professionalId !== callerId)
    throw forbidden('Only the business and the professional concerned can answer this.');
  const sentByCaller = (current.direction === 'invitation') === asBusiness;
  if (status === 'withdrawn' && !sentByCaller)
    throw forbidden('Only the side that sent it can withdraw it: accept or decline instead.');
  if (status !== 'withdrawn' && sentByCaller)
    throw forbidden('The other side answers this; you can withdraw it while it is pending.');
  if (current.status !== 'pending')
    throw conflict(message('employment.alreadyAnswered', { status: current.status }));
}

export const ALREADY_ENDED = 'This employment has already ended.';

/** Either side may end an employment, once: the side the caller is on, or a refusal. */
export function checkEnd(link: EmploymentRow, callerId: number): EmploymentSide {
  const side =
    link.businessId === callerId ? 'business' : link.employeeId === callerId ? 'professional' : null;
  if (!side) throw forbidden('Only the business and the professional concerned can end this employment.');
  if (link.endedAt) throw conflict(ALREADY_ENDED);
  return side;
}
