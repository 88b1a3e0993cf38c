// Part 4: simultaneous approvals of overlapping booking requests, spread over two server processes on one
// PostgreSQL. One professional (one client at a time): of 500 approvals exactly one may pass, the exclusion
// constraint's guarantee. A business of capacity 3: of 200 approvals exactly three, one per chair, which
// the per-vendor advisory lock keeps exact under concurrency. A customer may keep only 3 requests waiting
// with one vendor, so the requests come from as many customers as that takes.
import { register } from './http.mjs';
import { seedCustomers } from './seed.mjs';

const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const OPEN = { open: '06:00', close: '22:00' };
/** Requests are created this many at a time: creating them is set-up, not what is measured. */
const CREATING_AT_ONCE = 20;
/** The most requests one customer may keep waiting with one vendor (bookings/rules.ts). */
const WAITING_WITH_VENDOR = 3;

/** A date n days ahead on the Nairobi calendar (UTC+3, no daylight saving), YYYY-MM-DD. */
const nairobiDate = (daysAhead) =>
  new Date(Date.now() + 3 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);

async function call(origin, path, { token, method = 'GET', json }) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

async function expectOk(what, answer, status = 200) {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`${what}: ${got} ${JSON.stringify(body)}`);
  return body;
}

/**
 * A vendor registered through the API, offering one service of two hours, open every day 06:00-22:00 with
 * the given capacity, and `count` pending requests for the same free slot (pending requests may overlap;
 * only confirmed ones take the time), 3 from each customer (seeded in SQL, see seedCustomers).
 */
async function vendorWithRequests({ origins, db, userType, capacity, count }) {
  const [origin] = origins;
  const vendor = await register(origin, userType);
  const customers = await seedCustomers(db, `rival-${vendor.id}`, Math.ceil(count / WAITING_WITH_VENDOR));
  const { rows } = await db.query('select id from services order by id limit 1');
  const service = rows[0].id;
  const business = userType === 'Business Owner';
  await expectOk(
    'saving the menu',
    call(origin, `/api/vendors/${vendor.id}/menu/`, {
      token: vendor.token,
      method: 'PUT',
      json: { items: [{ service, price_kes: 1500, duration_minutes: 120 }] },
    }),
  );
  await expectOk(
    'saving the schedule',
    call(origin, `/api/vendors/${vendor.id}/schedule/`, {
      token: vendor.token,
      method: 'PUT',
      json: {
        weekly: Object.fromEntries(EVERY_DAY.map((day) => [day, OPEN])),
        exceptions: [],
        buffer_minutes: 0,
        capacity,
        places: ['vendor'],
      },
    }),
  );
  const form = {
    booking_date: nairobiDate(40),
    booking_time: '10:00',
    county: 'Nairobi',
    sub_county: 'Westlands',
    vendor: vendor.id,
    service,
    client_name: 'Bench Client',
  };
  const ids = [];
  for (let first = 0; first < count; first += CREATING_AT_ONCE) {
    const batch = Array.from({ length: Math.min(CREATING_AT_ONCE, count - first) }, (_, i) =>
      expectOk(
        'creating a request',
        call(origin, business ? '/api/business-bookings/' : '/api/bookings/', {
          token: customers[Math.floor((first + i) / WAITING_WITH_VENDOR)].token,
          method: 'POST',
          json: form,
        }),
        201,
      ),
    );
    for (const booking of await Promise.all(batch)) ids.push(booking.id);
  }
  return { vendor, ids, answerPath: business ? '/api/business-bookings/' : '/api/bookings/' };
}

/** All the approvals at once, alternating between the server processes; each answer's status and detail. */
function approveAll(origins, { vendor, ids, answerPath }) {
  return Promise.all(
    ids.map(async (id, index) => {
      try {
        const { status, body } = await call(origins[index % origins.length], `${answerPath}${id}/`, {
          token: vendor.token,
          method: 'PATCH',
          json: { status: 'confirmed' },
        });
        return { status, clean: typeof body?.detail === 'string' || status === 200 };
      } catch {
        return { status: 0, clean: false };
      }
    }),
  );
}

/** Prints one race: `allowed` approvals pass, every other one is a 409 with its detail, nothing breaks. */
async function race({ origins, db, add, title, userType, capacity, attempts }) {
  const requests = await vendorWithRequests({ origins, db, userType, capacity, count: attempts });
  const started = performance.now();
  const answers = await approveAll(origins, requests);
  const took = performance.now() - started;
  const count = (test) => answers.filter(test).length;
  const { rows } = await db.query(
    `select count(*)::int as n, count(distinct chair) filter (where chair between 1 and $2)::int as chairs
     from bookings where vendor_id = $1 and status = 'confirmed'`,
    [requests.vendor.id, capacity],
  );
  const exactly = (n) => ({ min: n, max: n });
  const figure = (name, value, budget) => add({ part: 'contention', figure: name, value, unit: '', budget });
  figure(
    `${title}: ${attempts} approvals on ${origins.length} processes: 200 confirmed`,
    count((a) => a.status === 200),
    exactly(capacity),
  );
  figure(
    '  409 with a message',
    count((a) => a.status === 409 && a.clean),
    exactly(attempts - capacity),
  );
  figure(
    '  5xx or no answer',
    count((a) => a.status >= 500 || a.status === 0),
    { max: 0 },
  );
  figure(
    '  other answers',
    count((a) => ![200, 409].includes(a.status) && a.status < 500 && a.status !== 0),
    { max: 0 },
  );
  figure('  confirmed rows in the database', rows[0].n, exactly(capacity));
  if (capacity > 1) figure(`  on distinct chairs 1..${capacity}`, rows[0].chairs, exactly(capacity));
  // Approvals of one vendor take turns (its advisory lock); a request waiting longer than the pool's
  // connection timeout (3 s) for a connection answers 503: this shows the margin.
  add({ part: 'contention', figure: '  every approval answered in', value: took, unit: 'ms' });
}

export async function benchContention({ origins, db, add }) {
  await race({
    origins,
    db,
    add,
    title: 'one professional',
    userType: 'Beauty Professional',
    capacity: 1,
    attempts: 500,
  });
  await race({
    origins,
    db,
    add,
    title: 'business of capacity 3',
    userType: 'Business Owner',
    capacity: 3,
    attempts: 200,
  });
}
