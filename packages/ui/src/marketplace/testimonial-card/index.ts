export { TestimonialCard, type TestimonialCardProps } from './testimonial-card.tsx';
