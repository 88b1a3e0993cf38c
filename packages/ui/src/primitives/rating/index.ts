export { Rating, swRatingLabels, type RatingLabels, type RatingProps } from './rating.tsx';
export {
  RatingInput,
  swRatingInputLabels,
  type RatingInputLabels,
  type RatingInputProps,
} from './rating-input.tsx';
export { formatRating } from './format-rating.ts';
