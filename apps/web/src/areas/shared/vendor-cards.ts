import type { BeautyProfessional, BusinessOwner } from '@urembo/api-client';
import type { BusinessCardProps, ProfessionalCardProps } from '@urembo/ui';
import { UNKNOWN_SERVICE } from './catalogue.ts';

/** What a professional's card shows of a list answer, on every browse page. */
export const professionalCardProps = (pro: BeautyProfessional) =>
  ({
    name: pro.name,
    profilePic: pro.profile_pic,
    rating: pro.rating,
    reviewCount: pro.review_count,
    available: pro.is_available,
    county: pro.more.county,
    experienceLevel: pro.expertise ?? pro.more.experience_level,
    priceFrom: pro.price_from,
  }) satisfies Partial<ProfessionalCardProps>;

/** What a business's card shows of a list answer, on every browse page. */
export const businessCardProps = (business: BusinessOwner) =>
  ({
    businessName: business.more.business_name || business.name,
    ownerName: business.name,
    profilePic: business.profile_pic,
    rating: business.more.rating,
    reviewCount: business.more.review_count,
    county: business.more.county,
    subCounty: business.more.sub_county,
    location: business.more.business_location,
    priceFrom: business.price_from,
  }) satisfies Partial<BusinessCardProps>;

/** A professional's services by name, in the order they chose them (their card and their profile). */
export function professionalServices(pro: {
  services: readonly number[];
  services_detail: readonly { id: number; name: string }[];
}) {
  return pro.services.map((id) => ({
    id,
    name: pro.services_detail.find((service) => service.id === id)?.name ?? UNKNOWN_SERVICE,
  }));
}
