export {
  ReportForm,
  REPORT_REASONS,
  swReportFormLabels,
  type ReportFormLabels,
  type ReportFormProps,
  type ReportFormValues,
  type ReportReasonText,
} from './report-form.tsx';
