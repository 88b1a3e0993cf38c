import { eq } from 'drizzle-orm';
import { nairobiToday } from '@urembo/kenya';
import { employmentRequests } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { refuseUnsafeNames, trimmed } from '../../http/fields.ts';
import { pages } from '../../http/pages.ts';
import { paginated, pageOf, pageOfRows } from '../../http/pagination.ts';
import { created, type Router } from '../../http/route.ts';
import { notify } from '../notifications/notify.ts';
import { person, text } from '../notifications/content.ts';
import { sms } from '../outreach/templates.ts';
import { businessesWhere, findUser, getProfessional, userTypeOf } from '../accounts/queries.ts';
import { employeeJson, requestJson } from './json.ts';
import {
  answerRequest,
  businessName,
  employeePage,
  employersOf,
  findRequest,
  hire,
  insertRequest,
  isEmployee,
  pendingBetween,
  requestPage,
} from './queries.ts';
import { answerNotice, requireEntitlement } from './rules.ts';
import { message as translatable } from '../../i18n/index.ts';

/** Refuses a second open question between a business and a professional, whichever side asked. */
async function requireNothingOpen(
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

const PENDING_CONFLICT = 'A request or invitation between you is already waiting for an answer.';

export function employmentRoutes(router: Router): void {
  const businessOwners = { access: { roles: ['Business Owner'] } } as const;
  const professionals = { access: { roles: ['Beauty Professional'] } } as const;
  const parties = { access: { roles: ['Business Owner', 'Beauty Professional'] } } as const;

  // The spec's "Add Employee": an invitation she accepts or declines; only then is she an employee.
  router.route('addBusinessEmployee', businessOwners, async ({ body, user, deps }) => {
    if (body.business !== user.id) throw forbidden('You can only add employees to your own business.');
    if (!(await getProfessional(deps.db, body.employee, user.id)))
      throw badRequest({ employee: ['Select a valid beauty professional.'] });
    await requireEntitlement(deps.db, user.id, body.employee, 'addEmployees');
    await requireNothingOpen(deps.db, user.id, body.employee, 'business');
    const owner = (await findUser(deps.db, user.id))!;
    const row = await deps.db
      .transaction(async (tx) => {
        const name = await businessName(tx, user.id, owner.name);
        const invitation = await insertRequest(tx, {
          direction: 'invitation',
          businessOwnerId: user.id,
          professionalId: body.employee,
          name,
          email: owner.email,
          proposal: trimmed(body.proposal),
          salary: trimmed(body.salary),
        });
        await notify(tx, deps.jobs, {
          to: body.employee,
          kind: 'employment_invited',
          title: text('notification.employmentInvited.title'),
          message: text('notification.employmentInvited.message', { business: person(user.id, name) }),
          link: pages.employmentInvitations,
          sms: sms.invited({ owner: name }),
        });
        return invitation;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(PENDING_CONFLICT);
        throw error;
      });
    return created(requestJson(row));
  });

  router.route('listBusinessEmployees', businessOwners, async ({ query, request, user, deps }) => {
    const page = pageOf(query);
    return pageOfRows(request.url, page, employeePage(deps.db, user.id, page), ({ link, employee }) =>
      employeeJson(link, employee),
    );
  });

  router.route('listProfessionalEmployers', professionals, async ({ query, request, user, deps }) => {
    const page = pageOf(query);
    const { count, results } = await businessesWhere(deps.db, employersOf(user.id), page, user.id);
    return paginated(request.url, page, count, results);
  });

  router.route('createEmploymentRequest', professionals, async ({ body, user, deps }) => {
    refuseUnsafeNames({ name: body.name });
    if ((await userTypeOf(deps.db, body.business_owner)) !== 'Business Owner')
      throw badRequest({ business_owner: ['Select a valid business.'] });
    await requireEntitlement(deps.db, user.id, body.business_owner, 'requestEmployment');
    await requireNothingOpen(deps.db, body.business_owner, user.id, 'professional');
    const row = await deps.db
      .transaction(async (tx) => {
        const row = await insertRequest(tx, {
          direction: 'request',
          businessOwnerId: body.business_owner,
          professionalId: user.id,
          name: body.name.trim(),
          email: body.email.trim(),
          proposal: body.proposal.trim(),
          salary: body.salary?.trim() ?? '',
        });
        await notify(tx, deps.jobs, {
          to: body.business_owner,
          kind: 'employment_requested',
          title: text('notification.employmentRequested.title'),
          message: text('notification.employmentRequested.message', { name: person(user.id, user.name) }),
          link: pages.employmentRequests,
          sms: sms.employmentRequested({ professional: user.name }),
        });
        return row;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(PENDING_CONFLICT);
        throw error;
      });
    return created(requestJson(row));
  });

  router.route('listEmploymentRequests', parties, async ({ query, request, user, deps }) => {
    const page = pageOf(query);
    const where = [
      user.userType === 'Business Owner'
        ? eq(employmentRequests.businessOwnerId, user.id)
        : eq(employmentRequests.professionalId, user.id),
    ];
    if (query.status) where.push(eq(employmentRequests.status, query.status));
    if (query.direction) where.push(eq(employmentRequests.direction, query.direction));
    return pageOfRows(request.url, page, requestPage(deps.db, where, page), requestJson);
  });

  router.route('answerEmploymentRequest', parties, async ({ params, body, user, deps }) => {
    const current = await findRequest(deps.db, params.id);
    if (!current) throw notFound();
    const asBusiness = current.businessOwnerId === user.id;
    if (!asBusiness && current.professionalId !== user.id)
      throw forbidden('Only the business and the professional concerned can answer this.');
    const sentByCaller = (current.direction === 'invitation') === asBusiness;
    if (body.status === 'withdrawn' && !sentByCaller)
      throw forbidden('Only the side that sent it can withdraw it: accept or decline instead.');
    if (body.status !== 'withdrawn' && sentByCaller)
      throw forbidden('The other side answers this; you can withdraw it while it is pending.');
    if (current.status !== 'pending')
      throw conflict(translatable('employment.alreadyAnswered', { status: current.status }));
    const message = trimmed(body.message);
    const row = await deps.db.transaction(async (tx) => {
      const updated = await answerRequest(tx, current.id, body.status, message);
      if (!updated) throw conflict('This was answered or withdrawn meanwhile.');
      if (body.status === 'accepted')
        await hire(tx, current.businessOwnerId, current.professionalId, nairobiToday());
      await notify(tx, deps.jobs, answerNotice(updated));
      return updated;
    });
    return requestJson(row);
  });
}
