import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Button,
  Card,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  EmptyState,
  Field,
  formatBookingDate,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Textarea,
  toast,
} from '@urembo/ui';
import { nairobiToday } from '@urembo/kenya';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { useMe } from '../../lib/session.tsx';
import { employeeKeys } from '../../queries/employees.ts';
import {
  employmentKeys,
  employmentMutations,
  employmentQuery,
  type EmploymentDirection,
  type EmploymentRequest,
} from '../../queries/employment.ts';
import { invalidate } from '../../queries/invalidate.ts';
import { notificationKeys } from '../../queries/notifications.ts';
import { errorText, GENERIC_ERROR } from './errors.ts';

type Answer = 'accepted' | 'declined' | 'withdrawn';
const MESSAGE_MAX = 500;

/** Words of each side's inbox: a business receives requests and sends invitations, a professional the reverse. */
const COPY = {
  business: {
    title: 'Employment requests',
    intro: 'Professionals who asked to work with you, and the invitations you sent.',
    received: { tab: 'Requests received', direction: 'request', empty: 'No employment requests yet.' },
    sent: { tab: 'Invitations sent', direction: 'invitation', empty: 'You have not invited anyone yet.' },
    other: (r: EmploymentRequest) => r.professional_name,
    accepted: 'Request accepted. She is now one of your employees.',
  },
  professional: {
    title: 'Job invitations',
    intro: 'Businesses that invited you to join them, and the requests you sent.',
    received: { tab: 'Invitations received', direction: 'invitation', empty: 'No invitations yet.' },
    sent: { tab: 'Requests sent', direction: 'request', empty: 'You have not asked any business yet.' },
    other: (r: EmploymentRequest) => r.business_name,
    accepted: 'Invitation accepted. The business is now your employer.',
  },
} as const;

const STATUS: Record<
  EmploymentRequest['status'],
  { label: string; variant: 'warning' | 'success' | 'danger' | 'secondary' }
> = {
  pending: { label: 'Waiting for an answer', variant: 'warning' },
  accepted: { label: 'Accepted', variant: 'success' },
  declined: { label: 'Declined', variant: 'danger' },
  withdrawn: { label: 'Withdrawn', variant: 'secondary' },
};

const ANSWER_WORDS: Record<Answer, { title: string; action: string; busy: string; done: string }> = {
  accepted: { title: 'Accept', action: 'Accept', busy: 'Accepting...', done: '' },
  declined: {
    title: 'Decline',
    action: 'Decline',
    busy: 'Declining...',
    done: 'Declined. They have been told.',
  },
  withdrawn: {
    title: 'Withdraw',
    action: 'Withdraw',
    busy: 'Withdrawing...',
    done: 'Withdrawn. They have been told.',
  },
};

/** `/employment-requests` is the business's inbox; a professional who opens it is sent to hers. */
export function BusinessInboxPage() {
  const { data: me } = useMe();
  if (me?.user_type === 'Beauty Professional') return <Navigate to="/employment-invitations" replace />;
  return <EmploymentInboxPage />;
}

/**
 * Both sides of hiring with consent: what the signed-in business owner or professional received (to accept
 * or decline, with an optional message) and what they sent (to withdraw while it waits).
 */
export function EmploymentInboxPage() {
  const { data: me } = useMe();
  const side = me?.user_type === 'Business Owner' ? 'business' : 'professional';
  const copy = COPY[side];
  const queryClient = useQueryClient();
  const [answering, setAnswering] = useState<{ request: EmploymentRequest; status: Answer } | null>(null);
  const [message, setMessage] = useState('');

  const answer = useMutation({
    mutationKey: employmentMutations.answer,
    mutationFn: async ({ request, status }: { request: EmploymentRequest; status: Answer }) =>
      (
        await api.PATCH('/api/employment-requests/{id}/', {
          params: { path: { id: request.id } },
          body: { status, ...(message.trim() ? { message: message.trim() } : {}) },
        })
      ).data!,
    onSuccess: async (_, { status }) => {
      toast({ title: status === 'accepted' ? copy.accepted : ANSWER_WORDS[status].done, variant: 'success' });
      setAnswering(null);
      await invalidate(
        queryClient,
        employmentKeys.all,
        employeeKeys.ofBusiness,
        employeeKeys.employers,
        notificationKeys.all,
      );
    },
    onError: async (error) => {
      toast({ title: errorText(error), variant: 'error' });
      setAnswering(null);
      await invalidate(queryClient, employmentKeys.all);
    },
  });

  const open = (request: EmploymentRequest, status: Answer) => {
    setMessage('');
    setAnswering({ request, status });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answering) answer.mutate(answering);
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold">{copy.title}</h1>
        <p className="text-sm text-muted-foreground">{copy.intro}</p>
      </div>
      <Tabs defaultValue="received">
        <TabsList>
          <TabsTrigger value="received">{copy.received.tab}</TabsTrigger>
          <TabsTrigger value="sent">{copy.sent.tab}</TabsTrigger>
        </TabsList>
        <TabsContent value="received">
          <RequestList
            direction={copy.received.direction}
            empty={copy.received.empty}
            other={copy.other}
            actions={(r) => (
              <>
                <Button size="sm" onClick={() => open(r, 'accepted')}>
                  Accept
                </Button>
                <Button size="sm" variant="outline" onClick={() => open(r, 'declined')}>
                  Decline
                </Button>
              </>
            )}
          />
        </TabsContent>
        <TabsContent value="sent">
          <RequestList
            direction={copy.sent.direction}
            empty={copy.sent.empty}
            other={copy.other}
            actions={(r) => (
              <Button size="sm" variant="outline" onClick={() => open(r, 'withdrawn')}>
                Withdraw
              </Button>
            )}
          />
        </TabsContent>
      </Tabs>

      <Dialog
        open={answering !== null}
        onOpenChange={(isOpen) => !isOpen && !answer.isPending && setAnswering(null)}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {answering ? `${ANSWER_WORDS[answering.status].title}: ${copy.other(answering.request)}` : null}
            </DialogTitle>
            <DialogDescription>
              {answering?.status === 'accepted' && side === 'business'
                ? `${answering.request.professional_name} becomes one of your employees from today (${formatBookingDate(nairobiToday())}).`
                : 'They will be told, with your message if you write one.'}
            </DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <Field label="Message (optional)" hint={`Up to ${MESSAGE_MAX} characters.`}>
              <Textarea
                value={message}
                rows={3}
                maxLength={MESSAGE_MAX}
                onChange={(e) => setMessage(e.target.value)}
              />
            </Field>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={answer.isPending}>
                  Back
                </Button>
              </DialogClose>
              <Button
                type="submit"
                variant={answering?.status === 'accepted' ? 'default' : 'destructive'}
                loading={answer.isPending}
                labels={{ loading: answering ? ANSWER_WORDS[answering.status].busy : '' }}
              >
                {answering ? ANSWER_WORDS[answering.status].action : null}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function RequestList({
  direction,
  empty,
  other,
  actions,
}: {
  direction: EmploymentDirection;
  empty: string;
  other: (r: EmploymentRequest) => string;
  /** Buttons for a request still waiting for an answer. */
  actions: (r: EmploymentRequest) => ReactNode;
}) {
  const list = useQuery(employmentQuery(direction));
  if (list.isPending)
    return (
      <div aria-busy="true" className="flex flex-col gap-3 pt-4">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
    );
  if (list.isError) return <EmptyState title={GENERIC_ERROR} />;
  if (list.data.results.length === 0) return <EmptyState title={empty} />;
  return (
    <ul className="flex flex-col gap-3 pt-4">
      {list.data.results.map((r) => (
        <li key={r.id}>
          <Card className="flex flex-col gap-2 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-lg font-semibold">{other(r)}</h2>
              <Badge variant={STATUS[r.status].variant}>{STATUS[r.status].label}</Badge>
            </div>
            <p className="text-sm text-muted-foreground">
              Sent {formatBookingDate(r.created_at.slice(0, 10))}
              {r.direction === 'request' ? ` by ${r.name} · ${r.email}` : null}
            </p>
            {r.proposal ? <p className="text-sm whitespace-pre-line">{r.proposal}</p> : null}
            {r.salary ? <p className="text-sm">Salary: {r.salary}</p> : null}
            {r.answer_message ? (
              <p className="text-sm">
                <span className="font-medium">Answer:</span> {r.answer_message}
              </p>
            ) : null}
            {r.status === 'pending' ? <div className="flex flex-wrap gap-2 pt-1">{actions(r)}</div> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
