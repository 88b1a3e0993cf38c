import type { businessProfiles, professionalProfiles, users } from '../../db/schema.ts';

/** Rating is shown as an integer or one decimal. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export type Offered = { id: number; name: string }[];

type UserColumns = Pick<
  typeof users.$inferSelect,
  'id' | 'name' | 'email' | 'phoneNumber' | 'profilePic' | 'ratingAvg' | 'reviewCount'
>;
export type ProfessionalRow = UserColumns & {
  createdAt: Date;
  profile: typeof professionalProfiles.$inferSelect;
};
export type BusinessRow = UserColumns & {
  emailVerified: boolean;
  profile: typeof businessProfiles.$inferSelect;
};

/** Contact details only for viewers entitled to them (subscribers, payers and the vendor). */
function contact(row: UserColumns, showContact: boolean) {
  return { email: showContact ? row.email : null, phone_number: showContact ? row.phoneNumber : null };
}

export function professionalJson(
  row: ProfessionalRow,
  offered: Offered,
  showContact: boolean,
  priceFrom: number | null,
) {
  const p = row.profile;
  const rating = oneDecimal(Number(row.ratingAvg));
  return {
    id: row.id,
    name: row.name,
    ...contact(row, showContact),
    user_type: 'Beauty Professional' as const,
    profile_pic: row.profilePic,
    joined_date: row.createdAt.toISOString().slice(0, 10),
    is_available: p.isAvailable,
    expertise: p.experienceLevel,
    services: offered.map((s) => s.id),
    services_detail: offered,
    service_category: p.categoryId,
    rating,
    review_count: row.reviewCount,
    price_from: priceFrom,
    more: {
      bio: p.bio,
      county: p.county,
      sub_county: p.subCounty,
      experience_level: p.experienceLevel,
      availability: p.isAvailable,
      employment_status: p.employmentStatus,
      current_employment: p.currentEmployment,
      target_employment: p.targetEmployment,
      working_hours_start: p.workingHoursStart,
      working_hours_end: p.workingHoursEnd,
      rating,
    },
  };
}
export type ProfessionalJson = ReturnType<typeof professionalJson>;

export function businessJson(
  row: BusinessRow,
  offered: Offered,
  showContact: boolean,
  priceFrom: number | null,
) {
  const p = row.profile;
  const rating = oneDecimal(Number(row.ratingAvg));
  return {
    id: row.id,
    name: row.name,
    ...contact(row, showContact),
    profile_pic: row.profilePic,
    user_type: 'Business Owner' as const,
    email_verified: row.emailVerified,
    services_business: offered.map((s) => s.id),
    services_detail: offered,
    service_category_set: p.categoryId === null ? [] : [p.categoryId],
    rating,
    review_count: row.reviewCount,
    price_from: priceFrom,
    more: {
      business_name: p.businessName,
      business_location: p.businessLocation,
      business_bio: p.businessBio,
      county: p.county,
      sub_county: p.subCounty,
      rating,
      review_count: row.reviewCount,
      availability: p.isAvailable,
    },
  };
}
export type BusinessJson = ReturnType<typeof businessJson>;

/** A retail customer's public card. */
export const customerJson = (row: typeof users.$inferSelect) => ({
  id: row.id,
  name: row.name,
  profile_pic: row.profilePic,
  user_type: row.userType,
});
