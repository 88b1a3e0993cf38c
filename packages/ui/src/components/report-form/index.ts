export {
  ReportForm,
  REPORT_REASONS,
  type ReportFormProps,
  type ReportFormValues,
  type ReportReasonText,
} from './report-form.tsx';
