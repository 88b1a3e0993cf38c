// MSW handlers for the page stories. Typed from openapi.yaml through openapi-msw: a path, a query
// parameter or a response body the contract does not have is a compile error.
import type { paths, UserType } from '@urembo/api-client';
import { delay, HttpResponse, type HttpHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import {
  bookingsWithStatus,
  businesses,
  businessReviews,
  categories,
  employees,
  employmentRequests,
  meByRole,
  notifications,
  page,
  privacyNotice,
  professionalReviews,
  professionals,
  services,
  stats,
} from './fixtures.ts';

export const http = createOpenApiHttp<paths>();

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type ApiPath = keyof paths & string;

/** openapi '{id}' to MSW ':id'. */
const mswPath = (path: ApiPath) => path.replace(/\{([^}]+)\}/g, ':$1');

/** Named handlers: a story replaces one by its name, the rest come from the meta (parameters merge). */
export type Handlers = Record<string, HttpHandler>;

/** The call never answers: the screen's loading state, frozen for review. */
export function loading(method: Method, path: ApiPath): HttpHandler {
  return http.untyped[method](mswPath(path), async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });
}

/** The call fails as the server does on a fault (500 with a detail). */
export function failing(method: Method, path: ApiPath, status = 500): HttpHandler {
  return http.untyped[method](mswPath(path), () =>
    HttpResponse.json({ detail: 'Internal server error.' }, { status }),
  );
}

/** Who is signed in, and their notification bell. */
export function session(role: UserType | null): Handlers {
  return {
    me: http.get('/api/me/', ({ response }) =>
      role
        ? response(200).json(meByRole[role])
        : response(401).json({ detail: 'Authentication credentials were not provided.' }),
    ),
    notifications: http.get('/api/notifications/', ({ response }) => response(200).json(page(notifications))),
    // One event, then the stream ends; `retry` keeps the browser from reopening it during the story.
    notificationStream: http.get(
      '/api/notifications/stream/',
      () =>
        new HttpResponse('retry: 3600000\nevent: notifications\ndata: {"unread":0,"latest":null}\n\n', {
          headers: { 'content-type': 'text/event-stream' },
        }),
    ),
  };
}

/** The privacy notice's facts (version, officer, retention), as the server's defaults give them. */
export const privacy: Handlers = {
  privacyNotice: http.get('/api/privacy-notice/', ({ response }) => response(200).json(privacyNotice)),
};

/** Service categories and services (filters, setup chips, names of a business's services). */
export const catalogue: Handlers = {
  categories: http.get('/api/service-categories/', ({ response }) => response(200).json(page(categories))),
  services: http.get('/api/services/', ({ query, response }) => {
    const category = query.get('service_category');
    return response(200).json(
      page(category ? services.filter((s) => s.service_category === Number(category)) : services),
    );
  }),
};

export const browse: Handlers = {
  professionals: http.get('/api/beauty-professionals/', ({ response }) =>
    response(200).json(page(professionals)),
  ),
  professional: http.get('/api/beauty-professionals/{id}/', ({ params, response }) => {
    const found = professionals.find((p) => p.id === Number(params.id));
    return found ? response(200).json(found) : response(404).json({ detail: 'Not found.' });
  }),
  professionalReviews: http.get('/api/professionals-reviews/', ({ response }) =>
    response(200).json(page(professionalReviews)),
  ),
  businesses: http.get('/api/business-owners/', ({ response }) => response(200).json(page(businesses))),
  business: http.get('/api/business-owners/{id}/', ({ params, response }) => {
    const found = businesses.find((b) => b.id === Number(params.id));
    return found ? response(200).json(found) : response(404).json({ detail: 'Not found.' });
  }),
  businessReviews: http.get('/api/business-reviews/', ({ response }) =>
    response(200).json(page(businessReviews)),
  ),
  // Every business's team: two of the sample professionals, one who does everything and one newcomer.
  staff: http.get('/api/businesses/{id}/staff/', ({ params, response }) =>
    response(200).json({
      business: Number(params.id),
      results: professionals.slice(0, 2).map((p, index) => ({
        id: p.id,
        name: p.name,
        profile_pic: p.profile_pic,
        rating: index === 0 ? p.rating : 0,
        review_count: index === 0 ? p.review_count : 0,
        service_ids: [],
        every_service: true,
        weekly: null,
      })),
    }),
  ),
  // Profiles read the vendor's portfolio beside the profile; none here (the gallery has its own stories).
  portfolio: http.get('/api/vendors/{id}/portfolio/', ({ params, response }) =>
    response(200).json({ vendor: Number(params.id), photos: [] }),
  ),
};

/** Bookings of each list, filtered by ?status= as the server does. */
export const bookingLists: Handlers = {
  userBookings: http.get('/api/user-bookings/', ({ query, response }) => {
    const past = query.get('past') === 'true';
    const list = bookingsWithStatus(query.get('status')).filter(
      (b) => !past || b.status === 'confirmed' || b.status === 'completed',
    );
    return response(200).json(page(list));
  }),
  professionalBookings: http.get('/api/bookings/professional-bookings/', ({ query, response }) =>
    response(200).json(page(bookingsWithStatus(query.get('status')))),
  ),
  businessBookings: http.get('/api/business-bookings/', ({ query, response }) =>
    response(200).json(page(bookingsWithStatus(query.get('status')))),
  ),
};

export const employment: Handlers = {
  employees: http.get('/api/business-employees/', ({ response }) => response(200).json(page(employees))),
  employers: http.get('/api/professional-employers/', ({ response }) =>
    response(200).json(page(businesses.slice(0, 1))),
  ),
};

/**
 * Both directions of hiring, filtered by ?direction= and ?status= as the server does; each answer's id
 * and body go to `answered`.
 */
export const employmentInbox = (answered: (id: number, body: unknown) => void = () => {}): Handlers => ({
  employmentRequests: http.get('/api/employment-requests/', ({ query, response }) => {
    const direction = query.get('direction');
    const status = query.get('status');
    return response(200).json(
      page(
        employmentRequests.filter(
          (r) => (!direction || r.direction === direction) && (!status || r.status === status),
        ),
      ),
    );
  }),
  answerEmploymentRequest: http.patch(
    '/api/employment-requests/{id}/',
    async ({ params, request, response }) => {
      const found = employmentRequests.find((r) => r.id === Number(params.id));
      if (!found) return response(404).json({ detail: 'Not found.' });
      const answer = await request.json();
      answered(found.id, answer);
      return response(200).json({
        ...found,
        status: answer.status,
        answer_message: answer.message ?? '',
        answered_at: '2026-03-10T08:00:00+03:00',
      });
    },
  ),
});

export const landing: Handlers = {
  stats: http.get('/api/stats/', ({ response }) => response(200).json(stats)),
};

/** An empty list answer for any list call: the screen's empty state. */
export function emptyList(path: ApiPath): HttpHandler {
  return http.untyped.get(mswPath(path), () => HttpResponse.json(page([])));
}
