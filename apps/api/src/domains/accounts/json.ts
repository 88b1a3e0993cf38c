import type { businessProfiles, professionalProfiles, users } from '../../db/schema.ts';

/** Rating is shown as an integer or one decimal. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export type Offered = { id: number; name: string }[];

type UserColumns = Pick<
  typeof users.$inferSelect,
  'id' | 'name' | 'email' | 'phoneNumber' | 'profilePic' | 'ratingAvg' | 'reviewCount'
>;
/** The profile's copies for browsing (schema.ts, `browseCopies`): the lists filter on them, never show them. */
export type BrowseCopy = 'ratingAvg' | 'reviewCount' | 'serviceIds' | 'priceFrom' | 'searchText';
export type ProfessionalRow = UserColumns & {
  createdAt: Date;
  profile: Omit<typeof professionalProfiles.$inferSelect, BrowseCopy>;
};
export type BusinessRow = UserColumns & {
  emailVerified: boolean;
  profile: Omit<typeof businessProfiles.$inferSelect, BrowseCopy>;
};

/** What a page of vendors carries beside each vendor's own row. */
export interface VendorExtras {
  offered: Offered;
  /** Contact details only for viewers entitled to them (subscribers, payers and the vendor). */
  showContact: boolean;
  priceFrom: number | null;
}

/** The fields both kinds of vendor share, as the contract names them. */
function vendorBase(row: UserColumns, { offered, showContact, priceFrom }: VendorExtras) {
  return {
    id: row.id,
    name: row.name,
    email: showContact ? row.email : null,
    phone_number: showContact ? row.phoneNumber : null,
    profile_pic: row.profilePic,
    services_detail: offered,
    rating: oneDecimal(Number(row.ratingAvg)),
    review_count: row.reviewCount,
    price_from: priceFrom,
  };
}

export function professionalJson(row: ProfessionalRow, extras: VendorExtras) {
  const p = row.profile;
  const base = vendorBase(row, extras);
  return {
    ...base,
    user_type: 'Beauty Professional' as const,
    joined_date: row.createdAt.toISOString().slice(0, 10),
    is_available: p.isAvailable,
    expertise: p.experienceLevel,
    services: extras.offered.map((s) => s.id),
    service_category: p.categoryId,
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
      rating: base.rating,
    },
  };
}
export type ProfessionalJson = ReturnType<typeof professionalJson>;

export function businessJson(row: BusinessRow, extras: VendorExtras) {
  const p = row.profile;
  const base = vendorBase(row, extras);
  return {
    ...base,
    user_type: 'Business Owner' as const,
    email_verified: row.emailVerified,
    services_business: extras.offered.map((s) => s.id),
    service_category_set: p.categoryId === null ? [] : [p.categoryId],
    cover: p.cover,
    more: {
      business_name: p.businessName,
      business_location: p.businessLocation,
      business_bio: p.businessBio,
      county: p.county,
      sub_county: p.subCounty,
      rating: base.rating,
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
