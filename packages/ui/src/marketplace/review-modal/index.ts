export {
  ReviewModal,
  swReviewModalLabels,
  type ReviewModalLabels,
  type ReviewModalProps,
} from './review-modal.tsx';
