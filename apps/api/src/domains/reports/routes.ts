import { created, type Router } from '../../http/route.ts';
import { fileReport } from './commands.ts';
import { reportJson } from './json.ts';

export function reportRoutes(router: Router): void {
  router.route('createAccountReport', { access: {} }, async ({ body, user, deps }) => {
    const { report, reasons } = await fileReport(deps, user, body);
    return created(reportJson(report, reasons));
  });
}
