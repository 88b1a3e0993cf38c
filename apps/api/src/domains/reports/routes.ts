import { eq } from 'drizzle-orm';
import { accountReports, users } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { created, type Router } from '../../http/route.ts';

export function reportRoutes(router: Router): void {
  router.route('createAccountReport', { access: {} }, async ({ body, user, deps }) => {
    const reportedId = Number(body.reported_user);
    if (reportedId === user.id) throw badRequest({ reported_user: ['You cannot report yourself.'] });
    const [reported] = await deps.db
      .select({ id: users.id, userType: users.userType })
      .from(users)
      .where(eq(users.id, reportedId));
    if (!reported || reported.userType === 'Retail Customer')
      throw badRequest({ reported_user: ['Select a valid professional or business.'] });
    const reasons = String(body.reason)
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean);
    const details = typeof body.details === 'string' ? body.details.trim() : '';
    if (reasons.includes('Something else') && !details)
      throw badRequest({ details: ['Tell us what happened.'] });
    const [row] = await deps.db
      .insert(accountReports)
      .values({ reporterId: user.id, reportedUserId: reportedId, reason: reasons.join(','), details })
      .returning();
    return created({
      id: row!.id,
      reason: row!.reason,
      reasons,
      reported_user: row!.reportedUserId,
      details: row!.details,
      created_at: row!.createdAt.toISOString(),
    });
  });
}
