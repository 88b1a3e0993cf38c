export {
  EndEmploymentDialog,
  swEndEmploymentDialogLabels,
  type EndEmploymentDialogLabels,
  type EndEmploymentDialogProps,
} from './end-employment-dialog.tsx';
