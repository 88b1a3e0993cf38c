export {
  ProfessionalCard,
  ProfessionalCardSkeleton,
  swProfessionalCardLabels,
  type ProfessionalCardLabels,
  type ProfessionalCardProps,
} from './professional-card.tsx';
