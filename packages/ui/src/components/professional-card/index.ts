export {
  ProfessionalCard,
  ProfessionalCardSkeleton,
  type CardService,
  type ProfessionalCardProps,
} from './professional-card.tsx';
export { CardLink, type CardLinkProps } from './card-link.tsx';
