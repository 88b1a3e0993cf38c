import { paginated, pageOf, pageOfRows } from '../../http/pagination.ts';
import { created, type Router } from '../../http/route.ts';
import { businessesWhere } from '../accounts/index.ts';
import {
  answerEmployment,
  endEmployment,
  inviteProfessional,
  leaveEmployer,
  requestEmployment,
} from './commands.ts';
import { employeeJson, endedEmploymentJson, requestJson } from './json.ts';
import { employeePage, employersOf, requestsOf } from './queries.ts';

export function employmentRoutes(router: Router): void {
  const businessOwners = { access: { roles: ['Business Owner'] } } as const;
  const professionals = { access: { roles: ['Beauty Professional'] } } as const;
  const parties = { access: { roles: ['Business Owner', 'Beauty Professional'] } } as const;

  router.route('addBusinessEmployee', businessOwners, async ({ body, user, deps }) =>
    created(requestJson(await inviteProfessional(deps, user, body))),
  );

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

  router.route('createEmploymentRequest', professionals, async ({ body, user, deps }) =>
    created(requestJson(await requestEmployment(deps, user, body))),
  );

  router.route('listEmploymentRequests', parties, async ({ query, request, user, deps }) => {
    const page = pageOf(query);
    const side = user.userType === 'Business Owner' ? 'business' : 'professional';
    const requests = requestsOf(deps.db, { id: user.id, side }, query, page);
    return pageOfRows(request.url, page, requests, requestJson);
  });

  router.route('answerEmploymentRequest', parties, async ({ params, body, user, deps }) =>
    requestJson(await answerEmployment(deps, user, params.id, body)),
  );

  router.route('endEmployment', parties, async ({ params, body, user, deps }) =>
    endedEmploymentJson(await endEmployment(deps, user, params.id, body)),
  );

  router.route('leaveEmployer', professionals, async ({ params, body, user, deps }) =>
    endedEmploymentJson(await leaveEmployer(deps, user, params.id, body)),
  );
}
