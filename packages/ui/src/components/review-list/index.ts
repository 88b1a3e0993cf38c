export { ReviewList, type ReviewItem, type ReviewListProps } from './review-list.tsx';
