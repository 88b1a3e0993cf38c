import { forbidden } from '../../errors.ts';
import { pageOf, pageOfRows } from '../../http/pagination.ts';
import {
  created,
  type AuthUser,
  type Context,
  type OperationId,
  type Router,
  type SignedInContext,
} from '../../http/route.ts';
import {
  addVendorBooking,
  answerBooking,
  answerProposal,
  assignStaff,
  cancelByVendor,
  markOutcome,
  changeBooking,
  proposeTime,
  requestBooking,
} from './commands.ts';
import { bookingJson } from './json.ts';
import { bookingsOf, loadBooking, type BookingsOwner } from './queries.ts';

type ListOperation = 'listProfessionalBookings' | 'listBusinessBookings' | 'listUserBookings';

function listBookings({ query, request, deps }: Context<ListOperation>, of: BookingsOwner) {
  const page = pageOf(query);
  return pageOfRows(request.url, page, bookingsOf(deps.db, of, query, page), (row) =>
    bookingJson(row, request.locale),
  );
}

/** The booking as the command left it, in the caller's language. */
async function answer({ params, request, deps }: Context<OperationId> & { params: { id: number } }) {
  return bookingJson(await loadBooking(deps.db, params.id), request.locale);
}

function book(
  ctx: SignedInContext<'createProfessionalBooking' | 'createBusinessBooking'>,
  vendorType: AuthUser['userType'],
) {
  return requestBooking(ctx.deps, ctx.user, ctx.body, vendorType).then(async (id) =>
    created(bookingJson(await loadBooking(ctx.deps.db, id), ctx.request.locale)),
  );
}

export function bookingRoutes(router: Router): void {
  const customers = { access: { roles: ['Retail Customer'] } } as const;
  const professionals = { access: { roles: ['Beauty Professional'] } } as const;
  const businesses = { access: { roles: ['Business Owner'] } } as const;
  const vendors = { access: { roles: ['Beauty Professional', 'Business Owner'] } } as const;

  router.route('createProfessionalBooking', customers, (ctx) => book(ctx, 'Beauty Professional'));
  router.route('createBusinessBooking', customers, (ctx) => book(ctx, 'Business Owner'));

  router.route('listProfessionalBookings', professionals, (ctx) => {
    const professionalId = ctx.query.professional_id ?? ctx.user.id;
    if (professionalId !== ctx.user.id) throw forbidden('You can only see your own booking requests.');
    // Her agenda: her own bookings and those a business she works for gave her.
    return listBookings(ctx, { person: professionalId });
  });
  router.route('answerProfessionalBooking', professionals, async (ctx) => {
    await answerBooking(ctx.deps, ctx.user, ctx.params.id, ctx.body);
    return answer(ctx);
  });

  router.route('listBusinessBookings', businesses, (ctx) => listBookings(ctx, { vendor: ctx.user.id }));
  router.route('answerBusinessBooking', businesses, async (ctx) => {
    await answerBooking(ctx.deps, ctx.user, ctx.params.id, ctx.body);
    return answer(ctx);
  });

  // Only retail customers book, so other users get an empty list rather than an error.
  router.route('listUserBookings', { access: {} }, (ctx) => listBookings(ctx, { customer: ctx.user.id }));

  router.route('updateUserBooking', customers, async (ctx) => {
    await changeBooking(ctx.deps, ctx.user, ctx.params.id, ctx.body);
    return answer(ctx);
  });
  router.route('proposeBookingTime', vendors, async (ctx) => {
    await proposeTime(ctx.deps, ctx.user, ctx.params.id, ctx.body);
    return answer(ctx);
  });
  router.route('createVendorBooking', vendors, (ctx) =>
    addVendorBooking(ctx.deps, ctx.user, ctx.body).then(async (id) =>
      created(bookingJson(await loadBooking(ctx.deps.db, id), ctx.request.locale)),
    ),
  );
  router.route('assignBookingStaff', businesses, async (ctx) => {
    await assignStaff(ctx.deps, ctx.user, ctx.params.id, ctx.params.staff);
    return answer(ctx);
  });
  router.route('cancelVendorBooking', vendors, async (ctx) => {
    await cancelByVendor(ctx.deps, ctx.user, ctx.params.id, ctx.body);
    return answer(ctx);
  });
  router.route('markBookingOutcome', vendors, async (ctx) => {
    await markOutcome(ctx.deps, ctx.user, ctx.params.id, ctx.body);
    return answer(ctx);
  });
  router.route('answerBookingProposal', customers, async (ctx) => {
    await answerProposal(ctx.deps, ctx.user, ctx.params.id, ctx.body);
    return answer(ctx);
  });
}
