import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { businessEmployees, businessProfiles, employmentRequests, users } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound, paymentRequired } from '../../http/errors.ts';
import { paginated, pageOf } from '../../http/pagination.ts';
import { created, type Router } from '../../http/route.ts';
import { notify } from '../notifications/notify.ts';
import { getProfessional, listBusinesses, professionalsById } from '../accounts/profiles.ts';
import { activeSubscription, hasPaidContact } from '../payments/entitlements.ts';
import type { Db } from '../../db/client.ts';

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/** Hiring and asking for work need an active subscription or a paid contact for that profile. */
async function requireEntitlement(db: Db, userId: number, targetId: number, action: string) {
  if ((await activeSubscription(db, userId)) || (await hasPaidContact(db, userId, targetId))) return;
  throw paymentRequired(`Subscribe or pay for this contact to ${action}.`);
}

const requestJson = (r: typeof employmentRequests.$inferSelect) => ({
  id: r.id,
  business_owner: r.businessOwnerId,
  professional: r.professionalId,
  name: r.name,
  email: r.email,
  proposal: r.proposal,
  status: r.status,
  salary: r.salary,
  created_at: r.createdAt.toISOString(),
});

export function employmentRoutes(router: Router): void {
  router.route(
    'addBusinessEmployee',
    { access: { roles: ['Business Owner'] } },
    async ({ body, user, deps }) => {
      if (Number(body.business) !== user.id)
        throw forbidden('You can only add employees to your own business.');
      const employeeId = Number(body.employee);
      const professional = await getProfessional(deps.db, employeeId, user.id);
      if (!professional) throw badRequest({ employee: ['Select a valid beauty professional.'] });
      await requireEntitlement(deps.db, user.id, employeeId, 'add employees');
      const link = await deps.db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(businessEmployees)
            .values({
              businessId: user.id,
              employeeId,
              employmentStartDate: String(body.employment_start_date),
            })
            .returning();
          const [business] = await tx
            .select()
            .from(businessProfiles)
            .where(eq(businessProfiles.userId, user.id));
          await notify(
            tx,
            employeeId,
            'employee_added',
            'You have a new employer',
            `${business?.businessName || user.name} added you as an employee.`,
            '/professional-employer',
          );
          return row!;
        })
        .catch((error) => {
          if (isUniqueViolation(error)) throw conflict('Employee is already added');
          throw error;
        });
      return created({
        id: link.id,
        business: link.businessId,
        employee: await getProfessional(deps.db, employeeId, user.id),
        employment_start_date: link.employmentStartDate,
      });
    },
  );

  router.route(
    'listBusinessEmployees',
    { access: { roles: ['Business Owner'] } },
    async ({ query, request, user, deps }) => {
      const page = pageOf(query);
      const mine = and(eq(businessEmployees.businessId, user.id), isNull(businessEmployees.endedAt));
      const [links, [total]] = await Promise.all([
        deps.db
          .select()
          .from(businessEmployees)
          .where(mine)
          .orderBy(desc(businessEmployees.createdAt))
          .limit(page.size)
          .offset(page.offset),
        deps.db
          .select({ count: sql<number>`count(*)::int` })
          .from(businessEmployees)
          .where(mine),
      ]);
      const employees = await professionalsById(
        deps.db,
        links.map((l) => l.employeeId),
        user.id,
      );
      const results = links.map((link) => ({
        id: link.id,
        business: link.businessId,
        employee: employees.get(link.employeeId)!,
        employment_start_date: link.employmentStartDate,
      }));
      return paginated(request.url, page, total?.count ?? 0, results);
    },
  );

  router.route(
    'listProfessionalEmployers',
    { access: { roles: ['Beauty Professional'] } },
    async ({ query, request, user, deps }) => {
      const page = pageOf(query);
      const employers = sql`${users.id} in (select ${businessEmployees.businessId} from ${businessEmployees} where ${businessEmployees.employeeId} = ${user.id} and ${businessEmployees.endedAt} is null)`;
      const { count, results } = await listBusinesses(deps.db, { where: employers }, page, user.id);
      return paginated(request.url, page, count, results);
    },
  );

  router.route(
    'createEmploymentRequest',
    { access: { roles: ['Beauty Professional'] } },
    async ({ body, user, deps }) => {
      const ownerId = Number(body.business_owner);
      const [owner] = await deps.db.select().from(users).where(eq(users.id, ownerId));
      if (!owner || owner.userType !== 'Business Owner')
        throw badRequest({ business_owner: ['Select a valid business.'] });
      await requireEntitlement(deps.db, user.id, ownerId, 'request employment');
      const row = await deps.db.transaction(async (tx) => {
        const [pending] = await tx
          .select({ id: employmentRequests.id })
          .from(employmentRequests)
          .where(
            and(
              eq(employmentRequests.businessOwnerId, ownerId),
              eq(employmentRequests.professionalId, user.id),
              eq(employmentRequests.status, 'pending'),
            ),
          );
        if (pending) throw conflict('You already have a pending request with this business.');
        const [created] = await tx
          .insert(employmentRequests)
          .values({
            businessOwnerId: ownerId,
            professionalId: user.id,
            name: String(body.name).trim(),
            email: String(body.email).trim(),
            proposal: String(body.proposal).trim(),
            salary: typeof body.salary === 'string' ? body.salary.trim() : '',
          })
          .returning();
        await notify(
          tx,
          ownerId,
          'employment_requested',
          'New employment request',
          `${user.name} would like to work with you.`,
          '/employment-requests',
        );
        return created!;
      });
      return created(requestJson(row));
    },
  );

  router.route(
    'listEmploymentRequests',
    { access: { roles: ['Business Owner', 'Beauty Professional'] } },
    async ({ query, request, user, deps }) => {
      const page = pageOf(query);
      const conditions = [
        user.userType === 'Business Owner'
          ? eq(employmentRequests.businessOwnerId, user.id)
          : eq(employmentRequests.professionalId, user.id),
      ];
      if (typeof query.status === 'string') conditions.push(eq(employmentRequests.status, query.status));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        deps.db
          .select()
          .from(employmentRequests)
          .where(where)
          .orderBy(desc(employmentRequests.createdAt))
          .limit(page.size)
          .offset(page.offset),
        deps.db
          .select({ count: sql<number>`count(*)::int` })
          .from(employmentRequests)
          .where(where),
      ]);
      return paginated(request.url, page, total?.count ?? 0, rows.map(requestJson));
    },
  );

  router.route(
    'answerEmploymentRequest',
    { access: { roles: ['Business Owner'] } },
    async ({ params, body, user, deps }) => {
      const [current] = await deps.db
        .select()
        .from(employmentRequests)
        .where(eq(employmentRequests.id, Number(params.id)));
      if (!current) throw notFound();
      if (current.businessOwnerId !== user.id)
        throw forbidden('Only the business that received this request can answer it.');
      if (current.status !== 'pending') throw conflict(`This request was already ${current.status}.`);
      const status = String(body.status);
      const row = await deps.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(employmentRequests)
          .set({ status })
          .where(and(eq(employmentRequests.id, current.id), eq(employmentRequests.status, 'pending')))
          .returning();
        if (!updated) throw conflict('This request was answered meanwhile.');
        if (status === 'accepted') {
          await tx
            .insert(businessEmployees)
            .values({
              businessId: user.id,
              employeeId: current.professionalId,
              employmentStartDate: new Date().toISOString().slice(0, 10),
            })
            .onConflictDoNothing();
        }
        await notify(
          tx,
          current.professionalId,
          status === 'accepted' ? 'employment_accepted' : 'employment_declined',
          status === 'accepted' ? 'Employment request accepted' : 'Employment request declined',
          `${user.name} ${status} your employment request.`,
          '/professional-employer',
        );
        return updated;
      });
      return requestJson(row);
    },
  );
}
