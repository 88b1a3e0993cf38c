import { CircleAlert } from 'lucide-react';
import { useId, type FormEvent } from 'react';

import { Button, Checkbox, cn, Field, Label, Textarea, useLocaleLabels } from '../../primitives/index.ts';

/** Spec section 9, in order. */
export const REPORT_REASONS = [
  "It's a scam",
  "It's offensive",
  "It's inaccurate or incorrect",
  'Quality services were not delivered',
  'Something else',
] as const;
export type ReportReasonText = (typeof REPORT_REASONS)[number];
const SOMETHING_ELSE: ReportReasonText = 'Something else';

/** What a report holds: the values a parent's form keeps for the report form. */
export interface ReportFormValues {
  reasons: ReportReasonText[];
  /** Text for 'Something else'; '' otherwise. */
  details: string;
}

export interface ReportFormProps {
  /** The chosen reasons, in the spec's order (`onReasonsChange` keeps them so). */
  reasons: readonly ReportReasonText[];
  onReasonsChange: (reasons: ReportReasonText[]) => void;
  /** The text asked for with 'Something else'; kept while that reason is unticked, shown again with it. */
  details: string;
  onDetailsChange: (details: string) => void;
  /** Under the reasons: why they were refused (the form's check or the server's). */
  reasonsError?: string;
  /** Under the text: why it was refused. */
  detailsError?: string;
  /**
   * Submit was pressed with the form complete (a reason, and a text for 'Something else'); the browser's
   * own submit is already prevented. The parent reads its values and sends them.
   */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy?: boolean;
  className?: string;
  labels?: Partial<ReportFormLabels>;
}

export interface ReportFormLabels {
  legend: string;
  /** Display text per reason (the values sent stay the spec's English). */
  reasons: Record<ReportReasonText, string>;
  details: string;
  submit: string;
  /** The submit button's text while the report is being sent. */
  busy: string;
}

const defaultLabels: ReportFormLabels = {
  legend: 'Why are you reporting this account?',
  reasons: Object.fromEntries(REPORT_REASONS.map((reason) => [reason, reason])) as Record<
    ReportReasonText,
    string
  >,
  details: 'Tell us what happened',
  submit: 'Submit',
  busy: 'Submitting...',
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks); pass them as `labels` to choose them yourself. */
export const swReportFormLabels: ReportFormLabels = {
  legend: 'Kwa nini unaripoti akaunti hii?',
  reasons: {
    "It's a scam": 'Ni utapeli',
    "It's offensive": 'Inaudhi au ni matusi',
    "It's inaccurate or incorrect": 'Si sahihi au ni uongo',
    'Quality services were not delivered': 'Huduma nzuri haikutolewa',
    'Something else': 'Sababu nyingine',
  },
  details: 'Tuambie kilichotokea',
  submit: 'Tuma',
  busy: 'Inatuma...',
};

/**
 * Reasons as checkboxes and, for 'Something else', a required text; Submit waits for a reason. Controlled:
 * the parent's form keeps the values and their errors.
 */
export function ReportForm({
  reasons,
  onReasonsChange,
  details,
  onDetailsChange,
  reasonsError,
  detailsError,
  onSubmit,
  busy = false,
  className,
  labels: partialLabels,
}: ReportFormProps) {
  const labels = useLocaleLabels(defaultLabels, swReportFormLabels, partialLabels);
  const errorId = useId();
  const needsDetails = reasons.includes(SOMETHING_ELSE);
  const ready = reasons.length > 0 && (!needsDetails || details.trim().length > 0);

  const toggle = (reason: ReportReasonText, on: boolean) =>
    onReasonsChange(
      on
        ? REPORT_REASONS.filter((r) => r === reason || reasons.includes(r))
        : reasons.filter((r) => r !== reason),
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || busy) return;
    onSubmit(event);
  };

  return (
    <form data-slot="report-form" onSubmit={submit} className={cn('flex flex-col gap-5', className)}>
      <fieldset className="flex flex-col gap-3" aria-describedby={reasonsError ? errorId : undefined}>
        <legend className="mb-2 text-base font-semibold">{labels.legend}</legend>
        {REPORT_REASONS.map((reason) => {
          const id = `report-reason-${REPORT_REASONS.indexOf(reason)}`;
          return (
            <div key={reason} className="flex items-start gap-3">
              <Checkbox
                id={id}
                checked={reasons.includes(reason)}
                disabled={busy}
                onCheckedChange={(state) => toggle(reason, state === true)}
              />
              <Label htmlFor={id} className="text-base font-normal">
                {labels.reasons[reason]}
              </Label>
            </div>
          );
        })}
        {/* Always mounted, as in Field, so a message is announced when it appears. */}
        <p
          id={errorId}
          aria-live="polite"
          className={cn('flex items-center gap-1.5 text-sm text-destructive', !reasonsError && 'sr-only')}
        >
          {reasonsError ? (
            <>
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              {reasonsError}
            </>
          ) : null}
        </p>
      </fieldset>
      {needsDetails ? (
        <Field label={labels.details} required error={detailsError}>
          <Textarea
            value={details}
            maxLength={1000}
            disabled={busy}
            onChange={(event) => onDetailsChange(event.target.value)}
          />
        </Field>
      ) : null}
      <Button
        type="submit"
        className="self-start"
        disabled={!ready}
        loading={busy}
        labels={{ loading: labels.busy }}
      >
        {busy ? labels.busy : labels.submit}
      </Button>
    </form>
  );
}
