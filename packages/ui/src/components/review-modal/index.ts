export { ReviewModal, type ReviewModalProps } from './review-modal.tsx';
