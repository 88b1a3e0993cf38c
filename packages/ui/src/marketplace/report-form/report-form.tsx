import { useState, type FormEvent } from 'react';

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

export interface ReportFormValues {
  reasons: ReportReasonText[];
  /** Text for 'Something else'; '' otherwise. */
  details: string;
}

export interface ReportFormProps {
  onSubmit: (values: ReportFormValues) => void | Promise<void>;
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

/** Reasons as checkboxes and, for 'Something else', a required text; Submit waits for a reason. */
export function ReportForm({ onSubmit, busy = false, className, labels: partialLabels }: ReportFormProps) {
  const labels = useLocaleLabels(defaultLabels, swReportFormLabels, partialLabels);
  const [chosen, setChosen] = useState<ReportReasonText[]>([]);
  const [details, setDetails] = useState('');
  const needsDetails = chosen.includes(SOMETHING_ELSE);
  const ready = chosen.length > 0 && (!needsDetails || details.trim().length > 0);

  const toggle = (reason: ReportReasonText, on: boolean) =>
    setChosen((current) =>
      on
        ? REPORT_REASONS.filter((r) => r === reason || current.includes(r))
        : current.filter((r) => r !== reason),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    void onSubmit({ reasons: chosen, details: needsDetails ? details.trim() : '' });
  };

  return (
    <form data-slot="report-form" onSubmit={submit} className={cn('flex flex-col gap-5', className)}>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-semibold">{labels.legend}</legend>
        {REPORT_REASONS.map((reason) => {
          const id = `report-reason-${REPORT_REASONS.indexOf(reason)}`;
          return (
            <div key={reason} className="flex items-start gap-3">
              <Checkbox
                id={id}
                checked={chosen.includes(reason)}
                disabled={busy}
                onCheckedChange={(state) => toggle(reason, state === true)}
              />
              <Label htmlFor={id} className="text-base font-normal">
                {labels.reasons[reason]}
              </Label>
            </div>
          );
        })}
      </fieldset>
      {needsDetails ? (
        <Field label={labels.details} required>
          <Textarea
            value={details}
            maxLength={1000}
            disabled={busy}
            onChange={(event) => setDetails(event.target.value)}
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
