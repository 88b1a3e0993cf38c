export { Rating, type RatingLabels, type RatingProps } from './rating.tsx';
export { RatingInput, type RatingInputLabels, type RatingInputProps } from './rating-input.tsx';
export { formatRating } from './format-rating.ts';
