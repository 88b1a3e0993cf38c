// Sample data for the page stories, typed from openapi.yaml so a changed contract breaks the stories at
// compile time instead of showing designers screens the server can no longer produce.
import type { Page, Schemas, UserType } from '@urembo/api-client';

type Professional = Schemas['BeautyProfessional'];
type Business = Schemas['BusinessOwner'];

export function page<T>(results: T[]): Page<T> {
  return { count: results.length, next: null, previous: null, results };
}

export const categories: Schemas['ServiceCategory'][] = [
  { id: 1, name: 'Hair', key: 'Hair' },
  { id: 2, name: 'Manicure and Pedicure', key: 'Manicure and Pedicure' },
  { id: 3, name: 'Spas', key: 'Spas' },
  { id: 4, name: 'Waxing Services', key: 'Waxing Services' },
  { id: 5, name: 'Tattoos', key: 'Tattoos' },
  { id: 6, name: 'Makeup', key: 'Makeup' },
];

export const services: Schemas['Service'][] = [
  { id: 1, name: 'Box braids', service_category: 1, duration_minutes: 240 },
  { id: 2, name: 'Cornrows', service_category: 1, duration_minutes: 120 },
  { id: 3, name: 'Haircut and shave', service_category: 1, duration_minutes: 45 },
  { id: 4, name: 'Dreadlocks retouch', service_category: 1, duration_minutes: 120 },
  { id: 5, name: 'Gel manicure', service_category: 2, duration_minutes: 60 },
  { id: 6, name: 'Pedicure', service_category: 2, duration_minutes: 60 },
  { id: 7, name: 'Nail art', service_category: 2, duration_minutes: 90 },
  { id: 8, name: 'Swedish massage', service_category: 3, duration_minutes: 60 },
  { id: 9, name: 'Facial', service_category: 3, duration_minutes: 60 },
  { id: 10, name: 'Full leg wax', service_category: 4, duration_minutes: 45 },
  { id: 11, name: 'Bridal makeup', service_category: 6, duration_minutes: 120 },
];

/** `services_detail`: names of the ids the catalogue knows (an id it lost shows as 'Unknown Service'). */
const summary = (ids: number[]) =>
  services.filter((s) => ids.includes(s.id)).map((service) => ({ id: service.id, name: service.name }));

/** Agreed to the current privacy notice, no marketing: nobody is asked for consent in the stories. */
const consented = {
  privacy_notice_version: '2026-11-25',
  privacy_consented_at: '2026-11-25T08:30:00Z',
  consent_needed: false,
  marketing_opt_in: false,
  message_preferences: {
    bookings: { sms: true, email: true },
    reminders: { sms: true, email: true },
    hiring: { sms: true, email: true },
    payments: { sms: true, email: true },
    reviews: { email: true },
  },
  phone_verified: true,
  sms_opted_out: false,
  language: 'en',
} satisfies Partial<Schemas['Me']>;

/** The current privacy notice (GET /api/privacy-notice/). */
export const privacyNotice: Schemas['PrivacyNotice'] = {
  version: '2026-11-25',
  effective_date: '2026-11-25',
  data_protection_officer: { name: 'Data Protection Officer', email: 'privacy@urembo.co.ke', phone: null },
  retention: {
    account: null,
    payments: 2557,
    notifications: 365,
    password_reset_codes: 1,
    contact_messages: 365,
    logs: 30,
    backups: 35,
  },
};

/** The signed-in user of each role (GET /api/me/). */
export const meByRole: Record<UserType, Schemas['Me']> = {
  'Business Owner': {
    id: 11,
    name: 'Achieng Otieno',
    email: 'achieng@glowstudio.co.ke',
    phone_number: '254712345678',
    user_type: 'Business Owner',
    profile_pic: null,
    setup_complete: true,
    county: 'Nairobi',
    sub_county: 'Westlands',
    ...consented,
  },
  'Beauty Professional': {
    id: 21,
    name: 'Wanjiru Kamau',
    email: 'wanjiru.kamau@gmail.com',
    phone_number: '254722000111',
    user_type: 'Beauty Professional',
    profile_pic: null,
    setup_complete: true,
    county: 'Nairobi',
    sub_county: 'Kasarani',
    ...consented,
  },
  'Retail Customer': {
    id: 31,
    name: 'Brian Mwangi',
    email: 'brian.mwangi@gmail.com',
    phone_number: '254733444555',
    user_type: 'Retail Customer',
    profile_pic: null,
    setup_complete: true,
    county: null,
    sub_county: null,
    ...consented,
  },
};

function professional(
  fields: Pick<Professional, 'id' | 'name' | 'is_available' | 'expertise' | 'services' | 'rating'> & {
    county: string;
    sub_county: string;
    bio: string;
    review_count: number;
  },
): Professional {
  return {
    id: fields.id,
    name: fields.name,
    email: null,
    phone_number: null,
    user_type: 'Beauty Professional',
    profile_pic: null,
    joined_date: '2025-08-04',
    is_available: fields.is_available,
    expertise: fields.expertise,
    services: fields.services,
    service_category: services.find((s) => s.id === fields.services[0])?.service_category ?? null,
    services_detail: summary(fields.services),
    review_count: fields.review_count,
    rating: fields.rating,
    price_from: 800,
    more: {
      bio: fields.bio,
      county: fields.county,
      sub_county: fields.sub_county,
      experience_level: fields.expertise,
      availability: fields.is_available,
      employment_status: '',
      current_employment: '',
      target_employment: '',
      working_hours_start: '',
      working_hours_end: '',
      rating: fields.rating,
    },
  };
}

export const professionals: Professional[] = [
  professional({
    id: 21,
    name: 'Wanjiru Kamau',
    is_available: true,
    expertise: 'Expert',
    services: [1, 2, 4],
    rating: 4.8,
    review_count: 3,
    county: 'Nairobi',
    sub_county: 'Westlands',
    bio: 'Braider with nine years in Westlands salons. Knotless box braids, cornrows and loc retouches, at the salon or at your home.',
  }),
  professional({
    id: 22,
    name: 'Amina Hassan',
    is_available: true,
    expertise: 'Intermediate',
    services: [5, 6, 7],
    rating: 4.5,
    review_count: 12,
    county: 'Mombasa',
    sub_county: 'Nyali',
    bio: 'Nail technician: gel manicures, pedicures and hand-painted nail art.',
  }),
  professional({
    id: 23,
    name: 'Kevin Otieno',
    is_available: false,
    expertise: 'Beginner',
    services: [3],
    rating: 0,
    review_count: 0,
    county: 'Kisumu',
    sub_county: 'Kisumu Central',
    bio: 'Barber near Kisumu bus park. Fades, shaves and beard trims.',
  }),
  professional({
    id: 24,
    name: 'Faith Chebet',
    is_available: true,
    expertise: 'Expert',
    services: [8, 9, 10],
    rating: 4.2,
    review_count: 7,
    county: 'Nairobi',
    sub_county: 'Kasarani',
    bio: 'Massage and skin therapist, ten years in spas along Thika Road.',
  }),
];

/** Wanjiru as the owner of a subscription sees her: contacts included. */
export const ownProfessional: Professional = {
  ...professionals[0]!,
  email: 'wanjiru.kamau@gmail.com',
  phone_number: '254722000111',
};

function business(
  fields: Pick<Business, 'id' | 'name' | 'services_business'> & {
    business_name: string;
    business_location: string;
    business_bio: string;
    county: string;
    sub_county: string;
    rating: number;
    review_count: number;
  },
): Business {
  return {
    id: fields.id,
    name: fields.name,
    email: null,
    phone_number: null,
    profile_pic: null,
    user_type: 'Business Owner',
    email_verified: true,
    services_business: fields.services_business,
    services_detail: summary(fields.services_business),
    service_category_set: [services.find((s) => s.id === fields.services_business[0])!.service_category],
    rating: fields.rating,
    review_count: fields.review_count,
    price_from: 1500,
    cover: null,
    more: {
      business_name: fields.business_name,
      business_location: fields.business_location,
      business_bio: fields.business_bio,
      county: fields.county,
      sub_county: fields.sub_county,
      rating: fields.rating,
      review_count: fields.review_count,
      availability: true,
    },
  };
}

export const businesses: Business[] = [
  business({
    id: 11,
    name: 'Achieng Otieno',
    business_name: 'Glow Studio',
    business_location: 'Oginga Odinga Street',
    business_bio: 'A salon and nail bar in the centre of Kisumu, open seven days a week.',
    county: 'Kisumu',
    sub_county: 'Kisumu Central',
    services_business: [1, 5, 6],
    rating: 4.6,
    review_count: 2,
  }),
  business({
    id: 12,
    name: 'Mwanaisha Ali',
    business_name: 'Nyali Beauty Spa',
    business_location: 'Links Road',
    business_bio: 'Massages, facials and waxing by the beach.',
    county: 'Mombasa',
    sub_county: 'Nyali',
    services_business: [8, 9, 10],
    rating: 4.1,
    review_count: 9,
  }),
  business({
    id: 13,
    name: 'Peter Njoroge',
    business_name: 'Kinky Hair Lounge',
    business_location: 'Sarit Centre, 2nd floor',
    business_bio: 'Natural hair care, braids and locs.',
    county: 'Nairobi',
    sub_county: 'Westlands',
    services_business: [1, 2, 4, 99],
    rating: 0,
    review_count: 0,
  }),
];

/** Achieng as she sees her own business (own e-mail and phone included). */
export const ownBusiness: Business = {
  ...businesses[0]!,
  email: 'achieng@glowstudio.co.ke',
  phone_number: '254712345678',
};

export const professionalReviews: Schemas['Review'][] = [
  {
    id: 1,
    reviewer: 11,
    reviewer_name: 'Achieng Otieno',
    reviewed_user: 21,
    review_text: 'Punctual and neat. Our clients ask for her by name.',
    review_date: '2026-02-10',
    rating: 5,
  },
  {
    id: 2,
    reviewer: 31,
    reviewer_name: 'Brian Mwangi',
    reviewed_user: 21,
    review_text: 'My daughter loved her cornrows. Came to the house on a Sunday.',
    review_date: '2026-01-22',
    rating: 5,
  },
  {
    id: 3,
    reviewer: 32,
    reviewer_name: 'Mercy Wambui',
    reviewed_user: 21,
    review_text: 'Good work, took a bit longer than agreed.',
    review_date: '2025-12-05',
    rating: 4,
  },
];

export const businessReviews: Schemas['Review'][] = [
  {
    id: 4,
    reviewer: 21,
    reviewer_name: 'Wanjiru Kamau',
    reviewed_user: 11,
    review_text: 'Fair pay and a friendly team.',
    review_date: '2026-01-15',
    rating: 5,
  },
  {
    id: 5,
    reviewer: 31,
    reviewer_name: 'Brian Mwangi',
    reviewed_user: 11,
    review_text: 'Clean salon, but I waited 20 minutes.',
    review_date: '2025-11-30',
    rating: 4,
  },
];

function booking(
  fields: Pick<
    Schemas['Booking'],
    'id' | 'status' | 'service' | 'booking_date' | 'booking_time' | 'end_time' | 'vendorName' | 'vendor'
  > &
    Partial<Schemas['Booking']>,
): Schemas['Booking'] {
  return {
    customer: 31,
    customer_name: 'Brian Mwangi',
    vendor_type: 'Beauty Professional',
    county: 'Nairobi',
    sub_county: 'Westlands',
    serviceName: services.find((s) => s.id === fields.service)!.name,
    client_name: '',
    created_at: '2026-03-01T09:00:00+03:00',
    starts_at: `${fields.booking_date}T${fields.booking_time}:00+03:00`,
    ends_at: `${fields.booking_date}T${fields.end_time}:00+03:00`,
    duration_minutes: 60,
    price_kes: 1500,
    place: 'vendor',
    address: '',
    landmark: '',
    ended_by: fields.status === 'cancelled' ? 'vendor' : null,
    end_reason: '',
    proposal: null,
    customer_phone: null,
    vendor_phone: null,
    ...fields,
  };
}

export const bookings: Schemas['Booking'][] = [
  booking({
    id: 101,
    status: 'pending',
    service: 1,
    vendor: 21,
    vendorName: 'Wanjiru Kamau',
    booking_date: '2026-07-18',
    booking_time: '10:00',
    end_time: '14:00',
    client_name: 'Njeri Mwangi',
  }),
  booking({
    id: 102,
    status: 'pending',
    service: 8,
    vendor: 12,
    vendor_type: 'Business Owner',
    vendorName: 'Nyali Beauty Spa',
    booking_date: '2026-07-20',
    booking_time: '15:30',
    end_time: '16:30',
    county: 'Mombasa',
    sub_county: 'Nyali',
  }),
  booking({
    id: 103,
    status: 'confirmed',
    service: 2,
    vendor: 21,
    vendorName: 'Wanjiru Kamau',
    booking_date: '2026-02-14',
    booking_time: '09:00',
    end_time: '11:00',
  }),
  booking({
    id: 104,
    status: 'cancelled',
    service: 5,
    vendor: 22,
    vendorName: 'Amina Hassan',
    booking_date: '2026-03-02',
    booking_time: '12:15',
    end_time: '13:15',
    county: 'Mombasa',
    sub_county: 'Nyali',
  }),
  booking({
    id: 105,
    status: 'completed',
    service: 3,
    vendor: 23,
    vendorName: 'Kevin Otieno',
    booking_date: '2026-01-09',
    booking_time: '17:45',
    end_time: '18:30',
    county: 'Kisumu',
    sub_county: 'Kisumu Central',
  }),
];

export const bookingsWithStatus = (status: string | null) =>
  bookings.filter((b) => status === null || b.status === status);

export const employees: Schemas['BusinessEmployee'][] = [
  { id: 1, business: 11, employee: professionals[0]!, employment_start_date: '2025-10-01' },
  { id: 2, business: 11, employee: professionals[1]!, employment_start_date: '2026-01-12' },
];

/** Hiring between Glow Studio (11) and professionals, both ways (GET /api/employment-requests/). */
export const employmentRequests: Schemas['EmploymentRequest'][] = [
  {
    id: 41,
    direction: 'request',
    business_owner: 11,
    business_name: 'Glow Studio',
    professional: 22,
    professional_name: 'Amina Hassan',
    name: 'Amina Hassan',
    email: 'amina.hassan@gmail.com',
    proposal: 'Five years of gel and acrylic nails in Nyali. I can start on Monday.',
    status: 'pending',
    salary: 'KES 35,000 a month',
    role: 'nail_technician',
    answer_message: '',
    answered_at: null,
    created_at: '2026-03-02T09:15:00+03:00',
  },
  {
    id: 42,
    direction: 'request',
    business_owner: 11,
    business_name: 'Glow Studio',
    professional: 23,
    professional_name: 'Kevin Otieno',
    name: 'Kevin Otieno',
    email: 'kevin.otieno@gmail.com',
    proposal: 'Barber, fades and beard trims.',
    status: 'declined',
    salary: '',
    role: 'barber',
    answer_message: 'We are full for now, thank you.',
    answered_at: '2026-02-20T10:00:00+03:00',
    created_at: '2026-02-18T14:30:00+03:00',
  },
  {
    id: 43,
    direction: 'invitation',
    business_owner: 11,
    business_name: 'Glow Studio',
    professional: 21,
    professional_name: 'Wanjiru Kamau',
    name: 'Achieng Otieno',
    email: 'achieng@glowstudio.co.ke',
    proposal: 'Weekends are busy at Glow Studio: braids from 8 to 6, Saturday and Sunday. Tips are yours.',
    status: 'pending',
    salary: 'KES 1,500 a day',
    role: 'braider',
    answer_message: '',
    answered_at: null,
    created_at: '2026-03-05T11:00:00+03:00',
  },
];

export const notifications: Schemas['Notification'][] = [
  {
    id: 1,
    title: 'New booking request',
    message: 'Brian Mwangi asked for Box braids on 18 July at 10:00.',
    is_read: false,
    created_at: '2026-03-10T08:15:00+03:00',
    kind: 'booking_requested',
    link: '/professional-requests',
  },
  {
    id: 2,
    title: 'Payment confirmed',
    message: 'M-Pesa receipt SGH7K2L9PQ: your annual subscription is active.',
    is_read: true,
    created_at: '2026-03-01T12:00:00+03:00',
    kind: 'payment_confirmed',
    link: null,
  },
];

export const stats: Schemas['Stats'] = { businesses: 71, professionals: 684, clients: 1024 };
