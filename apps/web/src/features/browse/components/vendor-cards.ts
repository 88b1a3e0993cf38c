import type { BeautyProfessional, BusinessOwner } from '@urembo/api-client';
import type { BusinessCardProps, ProfessionalCardProps } from '@urembo/ui';
import { t, type MessageId } from '../../../i18n/index.ts';
import { unknownService } from './catalogue.ts';

const EXPERIENCE_LEVELS = new Map<string, MessageId>([
  ['Beginner', 'shared.experience.beginner'],
  ['Intermediate', 'shared.experience.intermediate'],
  ['Expert', 'shared.experience.expert'],
]);

/**
 * An experience level ('Beginner', 'Intermediate', 'Expert', as the API stores it) as the current
 * language says it; a value the app does not know is shown as it came.
 */
export function experienceLabel<Level extends string | null | undefined>(level: Level): string | Level {
  const id = level ? EXPERIENCE_LEVELS.get(level) : undefined;
  return id ? t(id) : level;
}

/** What a professional's card shows of a list answer, on every browse page (call it while rendering). */
export const professionalCardProps = (pro: BeautyProfessional) =>
  ({
    name: pro.name,
    profilePic: pro.profile_pic,
    rating: pro.rating,
    reviewCount: pro.review_count,
    available: pro.is_available,
    county: pro.more.county,
    experienceLevel: experienceLabel(pro.expertise ?? pro.more.experience_level),
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
    name: pro.services_detail.find((service) => service.id === id)?.name ?? unknownService(),
  }));
}
