// Mixed traffic of the three roles at a constant arrival rate: every arrival is one HTTP request, chosen
// by weight, made by a signed-in customer, professional or business owner with a bearer token.
import { signIn } from './http.mjs';
import { signToken, sleep } from './server.mjs';

export const DEMO_PASSWORD = 'urembo-demo-2026';
/** The simulator's numbers: a prompt that is paid and called back, one never answered, one paid whose callback is lost. */
export const PHONES = { success: '254708374149', timeout: '254700001037', callbackLost: '254700000404' };

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const chance = (p) => Math.random() < p;
const takeRandom = (list) =>
  list.length ? list.splice(Math.floor(Math.random() * list.length), 1)[0] : undefined;

/** A date n days ahead in Nairobi (UTC+3, no daylight saving), YYYY-MM-DD. */
export function nairobiDate(daysAhead) {
  return new Date(Date.now() + 3 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

/** Bookings open at most this many days ahead (scheduling's DAYS_AHEAD). */
export const DAYS_AHEAD = 90;

const VENDOR_PATH = { professional: '/api/beauty-professionals/', business: '/api/business-owners/' };
const BOOKING_PATH = { professional: '/api/bookings/', business: '/api/business-bookings/' };
const ANSWER_PATH = { professional: '/api/bookings/', business: '/api/business-bookings/' };

const ROLE_OF = {
  'Retail Customer': 'customer',
  'Beauty Professional': 'professional',
  'Business Owner': 'business',
};

/**
 * Users the traffic never touches, for the drills and the payments left to the reconciler: each starts
 * with no payment of its own waiting (one may wait per purchase) and a customer with room for booking
 * requests (3 waiting per vendor, 10 in all). The last seeded users, with tokens signed for them.
 */
async function spareUsers(pool, exclude, counts) {
  const spare = {};
  for (const [userType, count] of Object.entries(counts)) {
    const { rows } = await pool.query(
      `select id, email, token_version from users
        where user_type = $1 and not (id = any($2::int[])) and deleted_at is null
        order by id desc limit $3`,
      [userType, [...exclude], count],
    );
    spare[ROLE_OF[userType]] = rows.map((row) => ({
      role: ROLE_OF[userType],
      id: row.id,
      email: row.email,
      token: signToken({ id: row.id, userType, tokenVersion: row.token_version }),
    }));
  }
  return spare;
}

/** `count` spare users of a role, each handed out once. */
export function takeSpare(world, role, count) {
  const taken = world.spare[role].splice(0, count);
  if (taken.length < count) throw new Error(`the soak ran out of spare ${role} accounts`);
  return taken;
}

/**
 * Signs in the actors: the demo accounts first, then seeded users (every seeded account shares the demo
 * password), and the customers with a completed, unreviewed booking who may leave a review; and sets spare
 * users aside for the drills.
 */
export async function prepareWorld(
  pool,
  api,
  { customers = 12, professionals = 4, businesses = 3, spare = {} } = {},
) {
  // Vendors taking bookings: one marked not available refuses every request.
  const vendorsOf = async (type, limit) =>
    (
      await pool.query(
        `select u.id, u.email from users u
           left join professional_profiles p on p.user_id = u.id
           left join business_profiles b on b.user_id = u.id
          where u.user_type = $1 and coalesce(p.is_available, b.is_available)
            and exists (select 1 from vendor_services v where v.vendor_id = u.id)
          order by (u.email like '%@demo.urembo.co.ke') desc, u.id limit $2`,
        [type, limit],
      )
    ).rows;
  const customerRows = (
    await pool.query(
      `select id, email from users where user_type = 'Retail Customer'
        order by (email like '%@demo.urembo.co.ke') desc, id limit $1`,
      [customers],
    )
  ).rows;
  const reviewRows = (
    await pool.query(
      `select distinct on (b.customer_id, b.vendor_id) b.customer_id, c.email, b.vendor_id, v.user_type
         from bookings b join users c on c.id = b.customer_id join users v on v.id = b.vendor_id
        where b.status = 'completed' and not exists (select 1 from reviews r where r.booking_id = b.id)
        order by b.customer_id, b.vendor_id limit 200`,
    )
  ).rows;
  if (!customerRows.length || !reviewRows.length) throw new Error('the database holds no demo data to soak');

  const actor = async (role, row) => ({
    role,
    id: row.id,
    email: row.email,
    token: await signIn(api, row.email, DEMO_PASSWORD),
    unread: [],
    bookings: [],
    requests: [],
    payments: [],
  });
  const world = {
    api,
    phase: 'soak',
    customers: await Promise.all(customerRows.map((row) => actor('customer', row))),
    professionals: await Promise.all(
      (await vendorsOf('Beauty Professional', professionals)).map((row) => actor('professional', row)),
    ),
    businesses: await Promise.all(
      (await vendorsOf('Business Owner', businesses)).map((row) => actor('business', row)),
    ),
    reviews: [],
    ledger: { bookings: [], payments: [], reviews: [] },
    seen: { professional: new Set(), business: new Set() },
    services: [],
    categories: [],
  };
  const tokens = new Map();
  for (const row of reviewRows) {
    if (!tokens.has(row.email)) tokens.set(row.email, await signIn(api, row.email, DEMO_PASSWORD));
    world.reviews.push({
      token: tokens.get(row.email),
      vendor: row.vendor_id,
      vendorRole: row.user_type === 'Business Owner' ? 'business' : 'professional',
    });
  }
  for (const vendor of [...world.professionals, ...world.businesses]) {
    const res = await api.call('vendor detail', { path: `${VENDOR_PATH[vendor.role]}${vendor.id}/` });
    const offered = (
      await pool.query('select service_id from vendor_services where vendor_id = $1', [vendor.id])
    ).rows;
    vendor.services = offered.map((r) => r.service_id);
    vendor.county = res.body.more.county;
    vendor.subCounty = res.body.more.sub_county;
    const schedule = await api.call('vendor schedule', { path: `/api/vendors/${vendor.id}/schedule/` });
    vendor.places = schedule.body.places;
    world.seen[vendor.role].add(vendor.id);
  }
  const ids = async (path) => (await api.call('catalogue', { path })).body.results.map((r) => r.id);
  world.services = await ids('/api/services/?page_size=100');
  world.categories = await ids('/api/service-categories/?page_size=100');
  const busy = [
    ...world.customers,
    ...world.professionals,
    ...world.businesses,
    ...reviewRows.map((row) => ({ id: row.customer_id })),
  ].map((actor) => actor.id);
  world.spare = await spareUsers(pool, new Set(busy), {
    'Retail Customer': spare.customers ?? 0,
    'Beauty Professional': spare.professionals ?? 0,
    'Business Owner': spare.businesses ?? 0,
  });
  return world;
}

function browseQuery(world, role) {
  const params = new URLSearchParams();
  if (chance(0.5)) params.set('county', pick(['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Kiambu']));
  if (chance(0.3) && world.categories.length) params.set('service_category', String(pick(world.categories)));
  if (chance(0.3) && world.services.length)
    params.append(role === 'business' ? 'services_business' : 'services', String(pick(world.services)));
  if (chance(0.2)) params.set('rating', pick(['4 stars and above', '3 stars', '2 stars and below']));
  if (chance(0.15)) params.set('search', pick(['braids', 'nails', 'spa', 'make-up', 'Wanjiku', 'salon']));
  if (role === 'professional' && chance(0.2))
    params.set('experience_level', pick(['Beginner', 'Intermediate', 'Expert']));
  if (role === 'professional' && chance(0.2)) params.set('is_available', 'true');
  // Deeper pages only unfiltered, where they exist: a page past the end is a 404 by design.
  if (![...params.keys()].length && chance(0.5))
    params.set('page', String(1 + Math.floor(Math.random() * 3)));
  else if (chance(0.5)) params.set('page_size', String(pick([10, 20, 50])));
  return params.toString();
}

function rememberVendors(world, role, res) {
  if (!res.ok || !Array.isArray(res.body?.results)) return;
  for (const v of res.body.results) if (world.seen[role].size < 300) world.seen[role].add(v.id);
}

async function browse(world, actor, role) {
  const res = await world.api.call(role === 'business' ? 'browse businesses' : 'browse professionals', {
    path: `${VENDOR_PATH[role]}?${browseQuery(world, role)}`,
    token: actor.token,
  });
  rememberVendors(world, role, res);
}

const NO_LONGER_FREE = 'This time is no longer available.';
/** A slot read free may be confirmed for someone else before the request arrives: refused by design. */
export const slotTaken = (status, body) =>
  status === 400 && body?.booking_time?.[0] === NO_LONGER_FREE && Object.keys(body).length === 1;

/**
 * A customer may keep 3 requests waiting for one vendor's answer and 10 in all (bookings/rules.ts): a
 * further one is a 409 by design, until the vendors answer or she cancels.
 */
export const tooManyWaiting = (status, body) =>
  status === 409 && /^You already have \d+ booking requests waiting/.test(body?.detail ?? '');

/** One payment may wait for the PIN per purchase: a second initiate meanwhile is a 409 by design. */
export const paymentWaiting = (status, body) =>
  status === 409 && /^A payment for this is already waiting/.test(body?.detail ?? '');

/** The booking form for a slot: where is the vendor's first place, with an address for a home visit. */
export function bookingForm(vendor, service, { date, time }) {
  const place = vendor.places[0];
  return {
    vendor: vendor.id,
    service,
    booking_date: date,
    booking_time: time,
    county: vendor.county,
    sub_county: vendor.subCounty,
    place,
    ...(place === 'client' ? { address: 'Soak Court, house 4', landmark: 'opposite the soak kiosk' } : {}),
  };
}

/** The free slots of a vendor's service on one date, as the booking form reads them; [] when none. */
async function freeSlotsOn(api, vendor, service, date, token) {
  const res = await api.call('free slots', {
    path: `/api/vendors/${vendor.id}/slots/?service=${service}&date=${date}`,
    token,
  });
  return res.ok ? res.body.slots.map((slot) => ({ date, time: slot.start })) : [];
}

/**
 * Up to `count` free slots of a vendor's service in the next 90 days, a few per open day, found as a
 * client would: the date strip, then the slots of days with some free.
 */
export async function findFreeSlots(api, vendor, service, count) {
  const found = [];
  for (let from = 1; from <= DAYS_AHEAD && found.length < count; from += 31) {
    const days = Math.min(31, DAYS_AHEAD + 1 - from);
    const res = await api.call('free days', {
      path: `/api/vendors/${vendor.id}/slots/?service=${service}&from=${nairobiDate(from)}&days=${days}`,
    });
    if (!res.ok) break;
    for (const day of res.body.days.filter((d) => d.free > 0)) {
      if (found.length >= count) break;
      const slots = await freeSlotsOn(api, vendor, service, day.date);
      // Spread over the day rather than its first hour.
      found.push(...slots.filter((_, i) => i % 5 === 0).slice(0, 3));
    }
  }
  return found.slice(0, count);
}

/** A client reads the free slots of a day within the next 90 days and requests one of them. */
async function book(world, customer) {
  const vendor = pick(chance(0.6) ? world.professionals : world.businesses);
  const service = pick(vendor.services);
  const slots = await freeSlotsOn(
    world.api,
    vendor,
    service,
    nairobiDate(1 + Math.floor(Math.random() * (DAYS_AHEAD - 1))),
    customer.token,
  );
  // A closed or fully booked day: the client looks elsewhere (another arrival).
  if (!slots.length) return;
  const res = await world.api.call(`book a ${vendor.role}`, {
    method: 'POST',
    path: BOOKING_PATH[vendor.role],
    token: customer.token,
    json: bookingForm(vendor, service, pick(slots)),
    ok: [201],
    tolerateIf: (status, body) => slotTaken(status, body) || tooManyWaiting(status, body),
  });
  if (!res.ok) return;
  world.ledger.bookings.push({ id: res.body.id, phase: world.phase });
  customer.bookings.push(res.body.id);
  vendor.requests.push(res.body.id);
}

async function answer(world, vendor) {
  const id = takeRandom(vendor.requests);
  if (id === undefined) return listRequests(world, vendor);
  // 409: the customer cancelled meanwhile, or the time overlaps a booking the vendor already confirmed.
  await world.api.call(`answer ${vendor.role} booking`, {
    method: 'PATCH',
    path: `${ANSWER_PATH[vendor.role]}${id}/`,
    token: vendor.token,
    json: { status: chance(0.7) ? 'confirmed' : 'cancelled' },
    tolerate: [409],
  });
}

function listRequests(world, vendor) {
  const status = pick(['pending', 'confirmed', '']);
  const path =
    vendor.role === 'professional'
      ? `/api/bookings/professional-bookings/?${status ? `status=${status}` : ''}`
      : `/api/business-bookings/?${status ? `status=${status}` : ''}`;
  return world.api.call(`list ${vendor.role} bookings`, { path, token: vendor.token });
}

async function cancelOwnBooking(world, customer) {
  const id = takeRandom(customer.bookings);
  if (id === undefined)
    return world.api.call('my bookings', { path: '/api/user-bookings/', token: customer.token });
  // 409: the vendor declined it first.
  await world.api.call('cancel my booking', {
    method: 'PATCH',
    path: `/api/user-bookings/${id}/`,
    token: customer.token,
    json: { status: 'cancelled' },
    tolerate: [409],
  });
}

async function review(world, customer) {
  // Half the supply of reviewable bookings is kept for the outage drill.
  const entry =
    world.phase === 'soak' && world.reviews.length <= world.reviewReserve ? undefined : world.reviews.shift();
  if (!entry)
    return world.api.call('list reviews', { path: '/api/professionals-reviews/', token: customer.token });
  const field = entry.vendorRole === 'business' ? 'business' : 'professional';
  const res = await world.api.call(`review a ${field}`, {
    method: 'POST',
    path: entry.vendorRole === 'business' ? '/api/business-reviews/' : '/api/professionals-reviews/',
    token: entry.token,
    json: {
      [field]: entry.vendor,
      rating: 1 + Math.floor(Math.random() * 5),
      review_text: 'Soak test visit.',
    },
    ok: [201],
  });
  if (res.ok) world.ledger.reviews.push({ id: res.body.id, phase: world.phase });
}

async function notifications(world, actor) {
  const res = await world.api.call('notifications', {
    path: '/api/notifications/?page_size=10',
    token: actor.token,
  });
  if (res.ok) actor.unread = res.body.results.filter((n) => !n.is_read).map((n) => n.id);
}

async function markRead(world, actor) {
  const id = takeRandom(actor.unread);
  if (id === undefined)
    return world.api.call('mark all read', {
      method: 'POST',
      path: '/api/notifications/mark-all-as-read/',
      token: actor.token,
      ok: [204],
    });
  await world.api.call('mark one read', {
    method: 'PATCH',
    path: `/api/notifications/${id}/mark-as-read/`,
    token: actor.token,
  });
}

/**
 * An annual plan paid from the simulator's success number: the callback settles it ~200 ms later. Paying
 * again before then is refused (409, paymentWaiting) and tolerated.
 */
export async function pay(world, vendor, phone = PHONES.success) {
  const res = await world.api.call('initiate payment', {
    method: 'POST',
    path: '/api/initiate-payment/',
    token: vendor.token,
    json: { subscription_type: vendor.role === 'business' ? 'BO_ANNUAL' : 'PRO_ANNUAL', phone_number: phone },
    ok: [201],
    tolerateIf: paymentWaiting,
  });
  if (!res.ok) return undefined;
  world.ledger.payments.push({ id: res.body.payment.id, phase: world.phase, phone });
  if (phone === PHONES.success) (vendor.payments ??= []).push(res.body.payment.checkout_request_id);
  return res.body.payment;
}

async function pollPayment(world, vendor) {
  const checkout = vendor.payments[0];
  if (!checkout)
    return world.api.call('subscription status', { path: '/api/subscription-status/', token: vendor.token });
  const res = await world.api.call('poll payment', {
    path: `/api/payments/${checkout}/`,
    token: vendor.token,
  });
  if (res.ok && res.body.status !== 'pending') vendor.payments.shift();
}

const detail = (role) => async (world, actor) => {
  const id = pick([...world.seen[role]]);
  await world.api.call(`${role} detail`, { path: `${VENDOR_PATH[role]}${id}/`, token: actor.token });
};

const reviewsOf = (role) => async (world, actor) => {
  const id = pick([...world.seen[role]]);
  const path =
    role === 'business'
      ? `/api/business-reviews/?business=${id}`
      : `/api/professionals-reviews/?professional=${id}`;
  await world.api.call(`${role} reviews`, { path, token: actor.token });
};

/** [role, weight, action]: about 60% customers, 20% professionals, 20% business owners. */
const ACTIONS = [
  ['customers', 10, (w, a) => browse(w, a, 'professional')],
  ['customers', 7, (w, a) => browse(w, a, 'business')],
  ['customers', 6, detail('professional')],
  ['customers', 4, detail('business')],
  ['customers', 6, reviewsOf('professional')],
  ['customers', 3, reviewsOf('business')],
  ['customers', 2, (w, a) => w.api.call('services', { path: '/api/services/', token: a.token })],
  ['customers', 8, book],
  ['customers', 5, (w, a) => w.api.call('my bookings', { path: '/api/user-bookings/', token: a.token })],
  ['customers', 3, cancelOwnBooking],
  ['customers', 1.5, review],
  ['customers', 3, notifications],
  ['customers', 1.5, markRead],
  ['professionals', 6, listRequests],
  ['professionals', 6, answer],
  ['professionals', 2, notifications],
  ['professionals', 1, markRead],
  ['professionals', 1, (w, a) => w.api.call('me', { path: '/api/me/', token: a.token })],
  ['professionals', 0.6, (w, a) => pay(w, a)],
  ['professionals', 1.4, pollPayment],
  ['businesses', 3, (w, a) => browse(w, a, 'professional')],
  ['businesses', 4, (w, a) => w.api.call('employees', { path: '/api/business-employees/', token: a.token })],
  ['businesses', 5, listRequests],
  ['businesses', 4, answer],
  ['businesses', 2, notifications],
  ['businesses', 0.4, (w, a) => pay(w, a)],
  ['businesses', 1, pollPayment],
];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, [, weight]) => sum + weight, 0);

export function randomArrival(world) {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const [role, weight, action] of ACTIONS) {
    roll -= weight;
    if (roll <= 0) return action(world, pick(world[role]));
  }
  return undefined;
}

/**
 * Constant arrival (an open model): a request starts every 1/rate s whether or not earlier ones have
 * answered, so a slow server meets the same pressure instead of being given time to recover.
 */
export async function runAtRate(rate, shouldStop, arrival) {
  const interval = 1000 / rate;
  const start = performance.now();
  const inflight = new Set();
  for (let n = 0; !shouldStop(); n += 1) {
    const wait = start + n * interval - performance.now();
    if (wait > 0) await sleep(wait);
    const request = Promise.resolve()
      .then(arrival)
      .catch((error) => console.error('soak: load generator bug:', error))
      .finally(() => inflight.delete(request));
    inflight.add(request);
  }
  await Promise.all(inflight);
}
