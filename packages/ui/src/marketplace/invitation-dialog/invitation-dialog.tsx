import type { FormEvent } from 'react';

import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
  Select,
  SelectItem,
  Textarea,
  useLocaleLabels,
  useReturnFocus,
} from '../../primitives/index.ts';

/** The roles a salon hires for most, as the server stores them; any other role is the sender's own words. */
export const EMPLOYMENT_ROLES = [
  'stylist',
  'barber',
  'braider',
  'nail_technician',
  'beauty_therapist',
  'receptionist',
] as const;
export type EmploymentRoleCode = (typeof EMPLOYMENT_ROLES)[number];

/** The role to send: the chosen code, the own words typed under "Other", or '' for none. */
export const employmentRoleOf = (role: string, otherRole: string): string =>
  role === 'other' ? otherRole.trim() : role;

export type InvitationField = 'message' | 'role' | 'pay';

export interface InvitationDialogProps {
  open: boolean;
  /** Not called while `busy`: the dialog stays open until the invitation is sent or refused. */
  onOpenChange: (open: boolean) => void;
  message: string;
  onMessageChange: (message: string) => void;
  /** A code of EMPLOYMENT_ROLES, 'other' (then `otherRole` holds the words), or '' for none. */
  role: string;
  onRoleChange: (role: string) => void;
  otherRole: string;
  onOtherRoleChange: (role: string) => void;
  /** The pay offered, free text ("KES 1,500 a day"). */
  pay: string;
  onPayChange: (pay: string) => void;
  /** Send was pressed (the browser's own submit is already prevented); `employmentRoleOf` gives the role. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** While the invitation is being sent: the fields and Cancel are disabled. */
  busy?: boolean;
  /** Why it was not sent, in the parent's words; shown in the dialog. */
  error?: string | null;
  /** The server's words under each field it refused. */
  errors?: Partial<Record<InvitationField, string>>;
  /** Under the title: who is invited, and that she reads this before answering. */
  description?: string;
  /** The server's limits: message 2000, role 60, pay 100 characters. */
  maxLengths?: Partial<Record<InvitationField, number>>;
  labels?: Partial<InvitationDialogLabels>;
}

export interface InvitationDialogLabels {
  title: string;
  message: string;
  messageHint: string;
  role: string;
  /** Shown while no role is chosen. */
  rolePlaceholder: string;
  roles: Record<EmploymentRoleCode, string>;
  other: string;
  /** The free-text field under "Other". */
  otherRole: string;
  pay: string;
  payHint: string;
  submit: string;
  /** The submit button's text while the invitation is being sent. */
  busy: string;
  cancel: string;
}

const defaultLabels: InvitationDialogLabels = {
  title: 'Invite to your team',
  message: 'Message (optional)',
  messageHint: 'What the work is, the days and hours, when she can start.',
  role: 'Role (optional)',
  rolePlaceholder: 'Choose a role',
  roles: {
    stylist: 'Stylist',
    barber: 'Barber',
    braider: 'Braider',
    nail_technician: 'Nail technician',
    beauty_therapist: 'Beauty therapist',
    receptionist: 'Receptionist',
  },
  other: 'Other',
  otherRole: 'The role, in your words',
  pay: 'Pay offered (optional)',
  payHint: 'For example: KES 1,500 a day, or KES 30,000 a month.',
  submit: 'Send invitation',
  busy: 'Sending...',
  cancel: 'Cancel',
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks); pass them as `labels` to choose them yourself. */
export const swInvitationDialogLabels: InvitationDialogLabels = {
  title: 'Mwalike ajiunge na timu yako',
  message: 'Ujumbe (si lazima)',
  messageHint: 'Kazi ni ipi, siku na saa za kazi, na lini anaweza kuanza.',
  role: 'Nafasi ya kazi (si lazima)',
  rolePlaceholder: 'Chagua nafasi',
  roles: {
    stylist: 'Mtengeneza nywele',
    barber: 'Kinyozi',
    braider: 'Msusi',
    nail_technician: 'Fundi wa kucha',
    beauty_therapist: 'Mtaalamu wa urembo',
    receptionist: 'Mpokezi wa wateja',
  },
  other: 'Nyingine',
  otherRole: 'Nafasi hiyo, kwa maneno yako',
  pay: 'Malipo yanayotolewa (si lazima)',
  payHint: 'Kwa mfano: KES 1,500 kwa siku, au KES 30,000 kwa mwezi.',
  submit: 'Tuma mwaliko',
  busy: 'Inatuma...',
  cancel: 'Ghairi',
};

const LIMITS: Record<InvitationField, number> = { message: 2000, role: 60, pay: 100 };

/**
 * A business invites a professional with words: a message, a role from the short list or in its own
 * words, and the pay offered, all optional; she reads them before she accepts or declines. Controlled:
 * the parent keeps the values, sends them and starts each opening afresh.
 */
export function InvitationDialog({
  open,
  onOpenChange,
  message,
  onMessageChange,
  role,
  onRoleChange,
  otherRole,
  onOtherRoleChange,
  pay,
  onPayChange,
  onSubmit,
  busy = false,
  error,
  errors = {},
  description,
  maxLengths,
  labels: partialLabels,
}: InvitationDialogProps) {
  const labels = useLocaleLabels(defaultLabels, swInvitationDialogLabels, partialLabels);
  const returnFocus = useReturnFocus();
  const limits = { ...LIMITS, ...maxLengths };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    onSubmit(event);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent data-slot="invitation-dialog" {...returnFocus}>
        <DialogHeader>
          <DialogTitle>{labels.title}</DialogTitle>
          {description ? (
            <DialogDescription>{description}</DialogDescription>
          ) : (
            <DialogDescription className="sr-only">{labels.messageHint}</DialogDescription>
          )}
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field label={labels.role} error={role === 'other' ? undefined : errors.role}>
            <Select
              value={role}
              placeholder={labels.rolePlaceholder}
              disabled={busy}
              onValueChange={onRoleChange}
            >
              {EMPLOYMENT_ROLES.map((code) => (
                <SelectItem key={code} value={code}>
                  {labels.roles[code]}
                </SelectItem>
              ))}
              <SelectItem value="other">{labels.other}</SelectItem>
            </Select>
          </Field>
          {role === 'other' ? (
            <Field label={labels.otherRole} error={errors.role}>
              <Input
                value={otherRole}
                maxLength={limits.role}
                disabled={busy}
                onChange={(event) => onOtherRoleChange(event.target.value)}
              />
            </Field>
          ) : null}
          <Field label={labels.pay} hint={labels.payHint} error={errors.pay}>
            <Input
              value={pay}
              maxLength={limits.pay}
              disabled={busy}
              onChange={(event) => onPayChange(event.target.value)}
            />
          </Field>
          <Field label={labels.message} hint={labels.messageHint} error={errors.message}>
            <Textarea
              value={message}
              rows={4}
              maxLength={limits.message}
              disabled={busy}
              onChange={(event) => onMessageChange(event.target.value)}
            />
          </Field>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              {labels.cancel}
            </Button>
            <Button type="submit" loading={busy} labels={{ loading: labels.busy }}>
              {busy ? labels.busy : labels.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
