export { ReviewModal, type ReviewModalLabels, type ReviewModalProps } from './review-modal.tsx';
