export { Rating, type RatingProps } from './rating.tsx';
export { RatingInput, type RatingInputProps } from './rating-input.tsx';
export { formatRating } from './format-rating.ts';
