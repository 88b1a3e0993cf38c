export { BusinessCard, BusinessCardSkeleton, type BusinessCardProps } from './business-card.tsx';
