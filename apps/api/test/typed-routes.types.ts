/**
 * Compile-time checks of the router's typing, run by `pnpm typecheck` (never executed): a handler's
 * body, query, params and files come from openapi.yaml's operation, as the router's Ajv pass leaves them.
 */
import type { Router, UploadedFile } from '../src/http/route.ts';

declare const router: Router;
const customers = { access: { roles: ['Retail Customer'] } } as const;

router.route('createProfessionalBooking', customers, ({ body, user }) => {
  const vendor: number = body.vendor;
  const date: string = body.booking_date;
  const clientName: string | undefined = body.client_name;
  const customerId: number = user.id;
  // @ts-expect-error a misspelt body field does not compile
  void body.bookng_date;
  return { vendor, date, clientName, customerId };
});

// @ts-expect-error an operationId that openapi.yaml does not declare does not compile
router.route('createBookingg', customers, () => null);

router.route('updateUserBooking', customers, ({ params, body }) => {
  const id: number = params.id;
  // @ts-expect-error the status is the contract's enum, not any text
  const status: 'pending' = body.status;
  return { id, status };
});

router.route('listBeautyProfessionals', { access: 'optional' }, ({ query, user }) => {
  const available: boolean | undefined = query.is_available;
  const services: number[] | undefined = query.services;
  // @ts-expect-error a public route may have nobody signed in
  const viewerId: number = user.id;
  return { available, services, viewerId };
});

router.route('updateBusinessOwner', { access: { roles: ['Business Owner'] } }, ({ body, files }) => {
  const offered: number[] = body.services_business;
  const bio: string = body['more.business_bio'];
  const picture: UploadedFile | undefined = files.profile_pic;
  // @ts-expect-error a file is in files, not in the body
  void body.profile_pic;
  // @ts-expect-error only the operation's own file fields exist
  void files.avatar;
  return { offered, bio, picture };
});

router.route('getStats', { access: 'public' }, ({ body, query }) => {
  // @ts-expect-error an operation without a body has no body fields
  void body.anything;
  // @ts-expect-error nor query fields when it declares none
  void query.page;
  return null;
});
