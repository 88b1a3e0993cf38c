import type { components } from '@urembo/api-client';
import { Button } from '@urembo/ui';
import { Check, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { t, type MessageId } from '../../../i18n/index.ts';

type EmploymentWithViewer = components['schemas']['EmploymentWithViewer'];

const WORDS = {
  business: {
    employee: 'shared.hiring.employee',
    invited: 'shared.hiring.invited',
    requested: 'shared.hiring.answerRequest',
    inbox: '/employment-requests',
  },
  professional: {
    employee: 'shared.hiring.employee',
    invited: 'shared.hiring.answerInvitation',
    requested: 'shared.hiring.requested',
    inbox: '/employment-invitations',
  },
} as const satisfies Record<string, Record<NonNullable<EmploymentWithViewer>, MessageId> & { inbox: string }>;

/**
 * The hiring button in the state it is in: the action itself while nothing is open between the two,
 * else what is waiting (and where to answer it) or that she already works there.
 */
export function HiringState({
  side,
  state,
  action,
}: {
  /** Who is looking: the business at a professional, or the professional at a business. */
  side: 'business' | 'professional';
  state: EmploymentWithViewer | undefined;
  /** The button to show while nothing is open (Add Employee, Request Employment). */
  action: ReactNode;
}) {
  if (!state) return <>{action}</>;
  const words = WORDS[side];
  const waitsForViewer =
    (side === 'business' && state === 'requested') || (side === 'professional' && state === 'invited');
  if (waitsForViewer)
    return (
      <Button asChild>
        <Link to={words.inbox}>{t(words[state])}</Link>
      </Button>
    );
  return (
    <div className="flex flex-col gap-1 sm:items-end">
      <Button disabled variant="secondary">
        {state === 'employee' ? <Check aria-hidden="true" /> : <Clock aria-hidden="true" />}
        {t(words[state])}
      </Button>
      {state === 'employee' ? null : (
        <Link to={words.inbox} className="text-sm underline underline-offset-4">
          {t('shared.hiring.seeSent')}
        </Link>
      )}
    </div>
  );
}
