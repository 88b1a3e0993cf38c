export {
  ReportForm,
  REPORT_REASONS,
  type ReportFormLabels,
  type ReportFormProps,
  type ReportFormValues,
  type ReportReasonText,
} from './report-form.tsx';
