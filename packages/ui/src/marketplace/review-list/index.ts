export {
  ReviewList,
  swReviewListLabels,
  type ReviewItem,
  type ReviewListLabels,
  type ReviewListProps,
} from './review-list.tsx';
