import type { components } from '@urembo/api-client';
import { Button } from '@urembo/ui';
import { Check, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

type EmploymentWithViewer = components['schemas']['EmploymentWithViewer'];

const WORDS = {
  business: {
    employee: 'Employee',
    invited: 'Invited',
    requested: 'Answer her request',
    inbox: '/employment-requests',
  },
  professional: {
    employee: 'Employee',
    invited: 'Answer the invitation',
    requested: 'Requested',
    inbox: '/employment-invitations',
  },
} as const;

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
        <Link to={words.inbox}>{words[state]}</Link>
      </Button>
    );
  return (
    <div className="flex flex-col gap-1 sm:items-end">
      <Button disabled variant="secondary">
        {state === 'employee' ? <Check aria-hidden="true" /> : <Clock aria-hidden="true" />}
        {words[state]}
      </Button>
      {state === 'employee' ? null : (
        <Link to={words.inbox} className="text-sm underline underline-offset-4">
          See what you sent
        </Link>
      )}
    </div>
  );
}
