import { eq } from 'drizzle-orm';
import { nairobiToday } from '@urembo/kenya';
import { employmentRequests } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { paginated, pageOf, pageOfRows } from '../../http/pagination.ts';
import { created, type Router } from '../../http/route.ts';
import { notify } from '../notifications/notify.ts';
import { getProfessional, listBusinesses, userTypeOf } from '../accounts/queries.ts';
import { employeeJson, requestJson } from './json.ts';
import {
  addEmployee,
  answerRequest,
  businessName,
  employeePage,
  employersOf,
  findRequest,
  hasPendingRequest,
  hire,
  insertRequest,
  requestPage,
} from './queries.ts';
import { requireEntitlement } from './rules.ts';

export function employmentRoutes(router: Router): void {
  const businessOwners = { access: { roles: ['Business Owner'] } } as const;
  const professionals = { access: { roles: ['Beauty Professional'] } } as const;

  router.route('addBusinessEmployee', businessOwners, async ({ body, user, deps }) => {
    if (body.business !== user.id) throw forbidden('You can only add employees to your own business.');
    if (!(await getProfessional(deps.db, body.employee, user.id)))
      throw badRequest({ employee: ['Select a valid beauty professional.'] });
    await requireEntitlement(deps.db, user.id, body.employee, 'add employees');
    const link = await deps.db
      .transaction(async (tx) => {
        const row = await addEmployee(tx, {
          businessId: user.id,
          employeeId: body.employee,
          employmentStartDate: body.employment_start_date,
        });
        await notify(
          tx,
          body.employee,
          'employee_added',
          'You have a new employer',
          `${await businessName(tx, user.id, user.name)} added you as an employee.`,
          '/professional-employer',
        );
        return row;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict('Employee is already added');
        throw error;
      });
    return created(employeeJson(link, await getProfessional(deps.db, body.employee, user.id)));
  });

  router.route('listBusinessEmployees', businessOwners, async ({ query, request, user, deps }) => {
    const page = pageOf(query);
    return pageOfRows(request.url, page, employeePage(deps.db, user.id, page), ({ link, employee }) =>
      employeeJson(link, employee),
    );
  });

  router.route('listProfessionalEmployers', professionals, async ({ query, request, user, deps }) => {
    const page = pageOf(query);
    const { count, results } = await listBusinesses(deps.db, { where: employersOf(user.id) }, page, user.id);
    return paginated(request.url, page, count, results);
  });

  router.route('createEmploymentRequest', professionals, async ({ body, user, deps }) => {
    if ((await userTypeOf(deps.db, body.business_owner)) !== 'Business Owner')
      throw badRequest({ business_owner: ['Select a valid business.'] });
    await requireEntitlement(deps.db, user.id, body.business_owner, 'request employment');
    const row = await deps.db.transaction(async (tx) => {
      if (await hasPendingRequest(tx, body.business_owner, user.id))
        throw conflict('You already have a pending request with this business.');
      const row = await insertRequest(tx, {
        businessOwnerId: body.business_owner,
        professionalId: user.id,
        name: body.name.trim(),
        email: body.email.trim(),
        proposal: body.proposal.trim(),
        salary: body.salary?.trim() ?? '',
      });
      await notify(
        tx,
        body.business_owner,
        'employment_requested',
        'New employment request',
        `${user.name} would like to work with you.`,
        '/employment-requests',
      );
      return row;
    });
    return created(requestJson(row));
  });

  router.route(
    'listEmploymentRequests',
    { access: { roles: ['Business Owner', 'Beauty Professional'] } },
    async ({ query, request, user, deps }) => {
      const page = pageOf(query);
      const where = [
        user.userType === 'Business Owner'
          ? eq(employmentRequests.businessOwnerId, user.id)
          : eq(employmentRequests.professionalId, user.id),
      ];
      if (query.status) where.push(eq(employmentRequests.status, query.status));
      return pageOfRows(request.url, page, requestPage(deps.db, where, page), requestJson);
    },
  );

  router.route('answerEmploymentRequest', businessOwners, async ({ params, body, user, deps }) => {
    const current = await findRequest(deps.db, params.id);
    if (!current) throw notFound();
    if (current.businessOwnerId !== user.id)
      throw forbidden('Only the business that received this request can answer it.');
    if (current.status !== 'pending') throw conflict(`This request was already ${current.status}.`);
    const accepted = body.status === 'accepted';
    const row = await deps.db.transaction(async (tx) => {
      const updated = await answerRequest(tx, current.id, body.status);
      if (!updated) throw conflict('This request was answered meanwhile.');
      if (accepted) await hire(tx, user.id, current.professionalId, nairobiToday());
      await notify(
        tx,
        current.professionalId,
        accepted ? 'employment_accepted' : 'employment_declined',
        accepted ? 'Employment request accepted' : 'Employment request declined',
        `${user.name} ${body.status} your employment request.`,
        '/professional-employer',
      );
      return updated;
    });
    return requestJson(row);
  });
}
