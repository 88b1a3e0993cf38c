import { accountReports } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { created, type Router } from '../../http/route.ts';
import { userTypeOf } from '../accounts/queries.ts';

const ALREADY_REPORTED = 'You have already reported this account. Our team is looking at it.';

export function reportRoutes(router: Router): void {
  router.route('createAccountReport', { access: {} }, async ({ body, user, deps }) => {
    const reportedId = body.reported_user;
    if (reportedId === user.id) throw badRequest({ reported_user: ['You cannot report yourself.'] });
    const reportedType = await userTypeOf(deps.db, reportedId);
    if (!reportedType || reportedType === 'Retail Customer')
      throw badRequest({ reported_user: ['Select a valid professional or business.'] });
    // One or more reasons joined by commas, as the report form sends them.
    const reasons = body.reason
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean);
    const details = body.details?.trim() ?? '';
    if (reasons.includes('Something else') && !details)
      throw badRequest({ details: ['Tell us what happened.'] });
    // One open report per reporter and account (a unique index): repeating it adds nothing for the team.
    const [row] = await deps.db
      .insert(accountReports)
      .values({ reporterId: user.id, reportedUserId: reportedId, reason: reasons.join(','), details })
      .returning()
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(ALREADY_REPORTED);
        throw error;
      });
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
