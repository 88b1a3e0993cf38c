import { nairobiToday } from '@urembo/kenya';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { conflict, forbidden, invalid, notFound } from '../../errors.ts';
import { refuseUnsafeNames, trimmed } from '../../http/fields.ts';
import type { AuthUser, BodyOf } from '../../http/route.ts';
import { findUser, getProfessional, userTypeOf } from '../accounts/index.ts';
import { releaseStaffBookings } from '../bookings/index.ts';
import {
  answerRequest,
  businessName,
  dropStaffSettings,
  endLink,
  findEmployment,
  findRequest,
  hire,
  insertRequest,
  latestEmployment,
  type EmploymentRow,
  type RequestRow,
} from './queries.ts';
import { ALREADY_ENDED, checkAnswer, checkEnd, requireEntitlement, requireNothingOpen } from './rules.ts';

const PENDING_CONFLICT = 'A request or invitation between you is already waiting for an answer.';

/** The pending-pair unique index refused a second open question the checks could not see yet. */
function refuseSecondPending(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(PENDING_CONFLICT);
  throw error;
}

/** The spec's "Add Employee": an invitation she accepts or declines; only then is she an employee. */
export async function inviteProfessional(
  deps: Deps,
  caller: AuthUser,
  form: BodyOf<'addBusinessEmployee'>,
): Promise<RequestRow> {
  if (form.business !== caller.id) throw forbidden('You can only add employees to your own business.');
  if (!(await getProfessional(deps.db, form.employee, caller.id)))
    throw invalid({ employee: ['Select a valid beauty professional.'] });
  await requireEntitlement(deps.db, caller.id, form.employee, 'addEmployees');
  await requireNothingOpen(deps.db, caller.id, form.employee, 'business');
  const owner = (await findUser(deps.db, caller.id))!;
  return deps.db
    .transaction(async (tx) => {
      const invitation = await insertRequest(tx, {
        direction: 'invitation',
        businessOwnerId: caller.id,
        professionalId: form.employee,
        name: await businessName(tx, caller.id, owner.name),
        email: owner.email,
        proposal: trimmed(form.proposal),
        salary: trimmed(form.salary),
        role: trimmed(form.role),
      });
      await deps.events.raise(tx, 'employment.invited', { requestId: invitation.id });
      return invitation;
    })
    .catch(refuseSecondPending);
}

/** A professional asks a business for work. */
export async function requestEmployment(
  deps: Deps,
  caller: AuthUser,
  form: BodyOf<'createEmploymentRequest'>,
): Promise<RequestRow> {
  refuseUnsafeNames({ name: form.name });
  if ((await userTypeOf(deps.db, form.business_owner)) !== 'Business Owner')
    throw invalid({ business_owner: ['Select a valid business.'] });
  await requireEntitlement(deps.db, caller.id, form.business_owner, 'requestEmployment');
  await requireNothingOpen(deps.db, form.business_owner, caller.id, 'professional');
  return deps.db
    .transaction(async (tx) => {
      const request = await insertRequest(tx, {
        direction: 'request',
        businessOwnerId: form.business_owner,
        professionalId: caller.id,
        name: form.name.trim(),
        email: form.email.trim(),
        proposal: form.proposal.trim(),
        salary: form.salary?.trim() ?? '',
        role: trimmed(form.role),
      });
      await deps.events.raise(tx, 'employment.requested', { requestId: request.id });
      return request;
    })
    .catch(refuseSecondPending);
}

/**
 * The receiver accepts or declines a request or an invitation, or its sender withdraws it; accepting
 * hires the professional.
 */
export async function answerEmployment(
  deps: Deps,
  caller: AuthUser,
  id: number,
  form: BodyOf<'answerEmploymentRequest'>,
): Promise<RequestRow> {
  const current = await findRequest(deps.db, id);
  if (!current) throw notFound();
  checkAnswer(current, caller.id, form.status);
  const note = trimmed(form.message);
  return deps.db.transaction(async (tx) => {
    const answered = await answerRequest(tx, current.id, form.status, note);
    if (!answered) throw conflict('This was answered or withdrawn meanwhile.');
    const requestId = answered.id;
    if (form.status === 'withdrawn') {
      await deps.events.raise(tx, 'employment.withdrawn', { requestId });
      return answered;
    }
    const accepted = form.status === 'accepted';
    if (accepted) {
      await hire(tx, current.businessOwnerId, current.professionalId, nairobiToday());
      // The business's employees are on its card in the browse lists.
      await deps.events.raise(tx, 'vendor.card_changed', { vendorId: current.businessOwnerId });
    }
    await deps.events.raise(
      tx,
      current.direction === 'request' ? 'employment.answered' : 'employment.invitation_answered',
      { requestId, accepted },
    );
    return answered;
  });
}

/**
 * Either side ends an employment, with an optional note for the other. In one transaction: the link is
 * ended, her bookings at the business that have not started go back to "anyone" (their clients are told),
 * what the business had set for her as staff goes, and the other side is told. Her reviews stay.
 */
export async function endEmployment(
  deps: Deps,
  caller: AuthUser,
  id: number,
  form: BodyOf<'endEmployment'> | undefined,
): Promise<EmploymentRow> {
  const link = await findEmployment(deps.db, id);
  if (!link) throw notFound();
  const endedBy = checkEnd(link, caller.id);
  const note = trimmed(form?.note);
  return deps.db.transaction(async (tx) => {
    const ended = await endLink(tx, link.id, endedBy, note);
    if (!ended) throw conflict(ALREADY_ENDED);
    await releaseStaffBookings(deps, tx, link.businessId, link.employeeId);
    await dropStaffSettings(tx, link.businessId, link.employeeId);
    // The business's employees are on its card in the browse lists.
    await deps.events.raise(tx, 'vendor.card_changed', { vendorId: link.businessId });
    await deps.events.raise(tx, 'employment.ended', { employmentId: link.id, endedBy });
    return ended;
  });
}

/** A professional stops working for a business she names by its id (her list of employers shows those). */
export async function leaveEmployer(
  deps: Deps,
  caller: AuthUser,
  businessId: number,
  form: BodyOf<'leaveEmployer'> | undefined,
): Promise<EmploymentRow> {
  const link = await latestEmployment(deps.db, businessId, caller.id);
  if (!link) throw notFound();
  return endEmployment(deps, caller, link.id, form);
}
