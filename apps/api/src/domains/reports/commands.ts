import { isUniqueViolation } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { conflict, invalid } from '../../errors.ts';
import type { AuthUser, BodyOf } from '../../http/route.ts';
import { userTypeOf } from '../accounts/index.ts';
import { insertReport } from './queries.ts';

const ALREADY_REPORTED = 'You have already reported this account. Our team is looking at it.';

/** Reports a professional or a business to the team; answers the report and the reasons it gives. */
export async function fileReport(deps: Deps, caller: AuthUser, form: BodyOf<'createAccountReport'>) {
  const reportedId = form.reported_user;
  if (reportedId === caller.id) throw invalid({ reported_user: ['You cannot report yourself.'] });
  const reportedType = await userTypeOf(deps.db, reportedId);
  if (!reportedType || reportedType === 'Retail Customer')
    throw invalid({ reported_user: ['Select a valid professional or business.'] });
  // One or more reasons joined by commas, as the report form sends them.
  const reasons = form.reason
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  const details = form.details?.trim() ?? '';
  if (reasons.includes('Something else') && !details) throw invalid({ details: ['Tell us what happened.'] });
  // One open report per reporter and account (a unique index): repeating it adds nothing for the team.
  const report = await insertReport(deps.db, {
    reporterId: caller.id,
    reportedUserId: reportedId,
    reason: reasons.join(','),
    details,
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw conflict(ALREADY_REPORTED);
    throw error;
  });
  return { report, reasons };
}
