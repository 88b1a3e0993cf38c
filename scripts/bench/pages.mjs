// The main routes issue 21 audits with Lighthouse, each opened by the role that uses it: accounts made
// through the API with their setup finished, as a new user's would be after the sign-up forms.
import { register } from './http.mjs';

const json = (response) => response.json();

/** Sends a setup form (multipart) as `account`; the API answers the saved profile. */
async function put(origin, account, path, body, asJson = false) {
  const response = await fetch(`${origin}${path}`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${account.token}`,
      ...(asJson ? { 'content-type': 'application/json' } : {}),
    },
    body: asJson ? JSON.stringify(body) : body,
  });
  if (!response.ok) throw new Error(`PUT ${path}: ${response.status} ${await response.text()}`);
}

const form = (fields) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const item of [value].flat()) data.append(name, String(item));
  return data;
};

/** Every day 06:00–22:00, at the vendor's place and the client's: any date of the bench has slots. */
const everyDay = {
  weekly: Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
      day,
      { open: '06:00', close: '22:00' },
    ]),
  ),
  exceptions: [],
  buffer_minutes: 0,
  places: ['vendor', 'client'],
};

/** A professional and a business owner with their setup done, and a client who agreed to the notice. */
async function accounts(origin) {
  const services = (await json(await fetch(`${origin}/api/services/?page_size=100`))).results;
  const pick = (...names) => services.filter((s) => names.includes(s.name));
  const braids = pick('Box Braids', 'Cornrows');
  const nails = pick('Manicure', 'Pedicure');

  const professional = await register(origin, 'Beauty Professional');
  await put(
    origin,
    professional,
    `/api/beauty-professionals/${professional.id}/`,
    form({
      name: 'Bench Braider',
      email: professional.email,
      phone_number: '0722000111',
      user_type: 'Beauty Professional',
      'more.bio': 'Braids done neatly and on time.',
      'more.county': 'Nairobi',
      'more.sub_county': 'Westlands',
      'more.experience_level': 'Expert',
      service_category: braids[0].service_category,
      services: braids.map((s) => s.id),
    }),
  );
  await put(origin, professional, `/api/vendors/${professional.id}/schedule/`, everyDay, true);

  const owner = await register(origin, 'Business Owner');
  await put(
    origin,
    owner,
    `/api/business-owners/${owner.id}/`,
    form({
      name: 'Bench Owner',
      email: owner.email,
      phone_number: '0712345678',
      user_type: 'Business Owner',
      'more.business_name': 'Bench Beauty Parlour',
      'more.county': 'Nairobi',
      'more.sub_county': 'Westlands',
      'more.business_bio': 'A parlour in Westlands.',
      service_category_set: nails[0].service_category,
      services_business: nails.map((s) => s.id),
    }),
  );
  await put(origin, owner, `/api/vendors/${owner.id}/schedule/`, everyDay, true);

  const customer = await register(origin, 'Retail Customer');
  return { professional, owner, customer };
}

const session = (account) => [
  { name: 'accessToken', value: account.token },
  { name: 'csrftoken', value: account.csrf },
];

/**
 * `/`, `/sign-in`, and the routes people spend their time on: a client's home, a professional's profile
 * and booking page and the client's appointments; the business dashboard; the professional's requests.
 */
export async function mainPages(origin) {
  const { professional, owner, customer } = await accounts(origin);
  return [
    { path: '/' },
    { path: '/sign-in' },
    { path: '/customer-home', cookies: session(customer) },
    { path: `/ProfessionalOverview/${professional.id}`, cookies: session(customer) },
    { path: `/professional-booking/${professional.id}`, cookies: session(customer) },
    { path: '/appointments', cookies: session(customer) },
    { path: '/business-dashboard', cookies: session(owner) },
    { path: '/professional-requests', cookies: session(professional) },
  ];
}
