import { useQuery } from '@tanstack/react-query';
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
import { currentLocale, currentTag, t, type MessageId } from '../../../i18n/index.ts';
import { useMe } from '../../../lib/session.tsx';
import {
  employmentQuery,
  useAnswerEmployment,
  type EmploymentDirection,
  type EmploymentRequest,
} from '../api/employment.ts';
import { errorText, genericError } from '../../../lib/errors.ts';
import { roleName } from '../components/role-name.ts';

type Answer = 'accepted' | 'declined' | 'withdrawn';
const MESSAGE_MAX = 500;

/** Words of each side's inbox: a business receives requests and sends invitations, a professional the reverse. */
const COPY = {
  business: {
    title: 'shared.employment.businessTitle',
    intro: 'shared.employment.businessIntro',
    received: {
      tab: 'shared.employment.businessReceivedTab',
      direction: 'request',
      empty: 'shared.employment.businessReceivedEmpty',
    },
    sent: {
      tab: 'shared.employment.businessSentTab',
      direction: 'invitation',
      empty: 'shared.employment.businessSentEmpty',
    },
    other: (r: EmploymentRequest) => r.professional_name,
    accepted: 'shared.employment.businessAccepted',
  },
  professional: {
    title: 'shared.employment.professionalTitle',
    intro: 'shared.employment.professionalIntro',
    received: {
      tab: 'shared.employment.professionalReceivedTab',
      direction: 'invitation',
      empty: 'shared.employment.professionalReceivedEmpty',
    },
    sent: {
      tab: 'shared.employment.professionalSentTab',
      direction: 'request',
      empty: 'shared.employment.professionalSentEmpty',
    },
    other: (r: EmploymentRequest) => r.business_name,
    accepted: 'shared.employment.professionalAccepted',
  },
} as const satisfies Record<
  string,
  {
    title: MessageId;
    intro: MessageId;
    received: { tab: MessageId; direction: EmploymentDirection; empty: MessageId };
    sent: { tab: MessageId; direction: EmploymentDirection; empty: MessageId };
    other: (r: EmploymentRequest) => string;
    accepted: MessageId;
  }
>;

const STATUS: Record<
  EmploymentRequest['status'],
  { label: MessageId; variant: 'warning' | 'success' | 'danger' | 'secondary' }
> = {
  pending: { label: 'shared.employment.statusPending', variant: 'warning' },
  accepted: { label: 'shared.employment.statusAccepted', variant: 'success' },
  declined: { label: 'shared.employment.statusDeclined', variant: 'danger' },
  withdrawn: { label: 'shared.employment.statusWithdrawn', variant: 'secondary' },
};

/** An answer's button and its busy label; `done` is its toast (an acceptance says more, by side). */
const ANSWER_WORDS: Record<Answer, { action: MessageId; busy: MessageId; done?: MessageId }> = {
  accepted: { action: 'shared.employment.accept', busy: 'shared.employment.accepting' },
  declined: {
    action: 'shared.employment.decline',
    busy: 'shared.employment.declining',
    done: 'shared.employment.declined',
  },
  withdrawn: {
    action: 'shared.employment.withdraw',
    busy: 'shared.employment.withdrawing',
    done: 'shared.employment.withdrawn',
  },
};

/** Dates as the rest of the app writes them: en-GB's in English (as before), sw-KE's in Kiswahili. */
const dateOf = (date: string) => formatBookingDate(date, currentLocale() === 'sw' ? currentTag() : undefined);

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
  const [answering, setAnswering] = useState<{ request: EmploymentRequest; status: Answer } | null>(null);
  const [message, setMessage] = useState('');

  const answer = useAnswerEmployment({
    onSuccess: (_, { status }) => {
      toast({ title: t(ANSWER_WORDS[status].done ?? copy.accepted), variant: 'success' });
      setAnswering(null);
    },
    onError: (error) => {
      toast({ title: errorText(error), variant: 'error' });
      setAnswering(null);
    },
  });

  const open = (request: EmploymentRequest, status: Answer) => {
    setMessage('');
    setAnswering({ request, status });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answering) answer.mutate({ ...answering, message });
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold">{t(copy.title)}</h1>
        <p className="text-sm text-muted-foreground">{t(copy.intro)}</p>
      </div>
      <Tabs defaultValue="received">
        <TabsList>
          <TabsTrigger value="received">{t(copy.received.tab)}</TabsTrigger>
          <TabsTrigger value="sent">{t(copy.sent.tab)}</TabsTrigger>
        </TabsList>
        <TabsContent value="received">
          <RequestList
            direction={copy.received.direction}
            empty={t(copy.received.empty)}
            other={copy.other}
            actions={(r) => (
              <>
                <Button size="sm" onClick={() => open(r, 'accepted')}>
                  {t('shared.employment.accept')}
                </Button>
                <Button size="sm" variant="outline" onClick={() => open(r, 'declined')}>
                  {t('shared.employment.decline')}
                </Button>
              </>
            )}
          />
        </TabsContent>
        <TabsContent value="sent">
          <RequestList
            direction={copy.sent.direction}
            empty={t(copy.sent.empty)}
            other={copy.other}
            actions={(r) => (
              <Button size="sm" variant="outline" onClick={() => open(r, 'withdrawn')}>
                {t('shared.employment.withdraw')}
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
              {answering
                ? t('shared.employment.dialogTitle', {
                    action: t(ANSWER_WORDS[answering.status].action),
                    name: copy.other(answering.request),
                  })
                : null}
            </DialogTitle>
            <DialogDescription>
              {answering?.status === 'accepted' && side === 'business'
                ? t('shared.employment.becomesEmployee', {
                    name: answering.request.professional_name,
                    date: dateOf(nairobiToday()),
                  })
                : t('shared.employment.willBeTold')}
            </DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <Field
              label={t('shared.employment.message')}
              hint={t('shared.employment.messageHint', { max: MESSAGE_MAX })}
            >
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
                  {t('shared.employment.back')}
                </Button>
              </DialogClose>
              <Button
                type="submit"
                variant={answering?.status === 'accepted' ? 'default' : 'destructive'}
                loading={answer.isPending}
                labels={{ loading: answering ? t(ANSWER_WORDS[answering.status].busy) : '' }}
              >
                {answering ? t(ANSWER_WORDS[answering.status].action) : null}
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
  if (list.isError) return <EmptyState title={genericError()} />;
  if (list.data.results.length === 0) return <EmptyState title={empty} />;
  return (
    <ul className="flex flex-col gap-3 pt-4">
      {list.data.results.map((r) => (
        <li key={r.id}>
          <Card className="flex flex-col gap-2 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-lg font-semibold">{other(r)}</h2>
              <Badge variant={STATUS[r.status].variant}>{t(STATUS[r.status].label)}</Badge>
            </div>
            <p className="text-sm text-muted-foreground">
              {r.direction === 'request'
                ? t('shared.employment.sentBy', {
                    date: dateOf(r.created_at.slice(0, 10)),
                    name: r.name,
                    email: r.email,
                  })
                : t('shared.employment.sent', { date: dateOf(r.created_at.slice(0, 10)) })}
            </p>
            {r.role ? (
              <p className="text-sm">{t('shared.employment.role', { role: roleName(r.role) })}</p>
            ) : null}
            {r.salary ? (
              <p className="text-sm">{t('shared.employment.salary', { salary: r.salary })}</p>
            ) : null}
            {r.proposal ? <p className="text-sm whitespace-pre-line">{r.proposal}</p> : null}
            {r.answer_message ? (
              <p className="text-sm">
                <span className="font-medium">{t('shared.employment.answer')}</span> {r.answer_message}
              </p>
            ) : null}
            {r.status === 'pending' ? <div className="flex flex-wrap gap-2 pt-1">{actions(r)}</div> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
