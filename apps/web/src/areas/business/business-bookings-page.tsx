import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking, BookingStatus } from '@urembo/api-client';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Grid,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@urembo/ui';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api.ts';
import { errorText, GENERIC_ERROR } from './vendor-kit.tsx';

/** Spec section 4: Approved = confirmed, Pending = pending, Denied = cancelled; default Pending. */
export const BOOKING_TABS = [
  { value: 'confirmed', label: 'Approved' },
  { value: 'pending', label: 'Pending' },
  { value: 'cancelled', label: 'Denied' },
] as const satisfies readonly { value: BookingStatus; label: string }[];

type TabStatus = (typeof BOOKING_TABS)[number]['value'];
type Answer = 'confirmed' | 'cancelled';

export function answerError(error: unknown): string {
  return errorText(error, 'Could not update the booking. Please try again later.');
}

interface BookingRequestsProps {
  title: string;
  queryKey: string;
  load: (status: TabStatus) => Promise<Booking[]>;
  answer: (id: number, status: Answer) => Promise<unknown>;
}

/** Booking requests in three tabs with approve and deny (business owners and professionals). */
export function BookingRequests({ title, queryKey, load, answer }: BookingRequestsProps) {
  const [params, setParams] = useSearchParams();
  const tab = (BOOKING_TABS.find((t) => t.value === params.get('status'))?.value ?? 'pending') as TabStatus;
  const queryClient = useQueryClient();
  const bookings = useQuery({ queryKey: [queryKey, tab], queryFn: () => load(tab) });
  const respond = useMutation({
    mutationFn: ({ id, status }: { id: number; status: Answer }) => answer(id, status),
    onSuccess: (_, { status }) => {
      toast({ title: status === 'confirmed' ? 'Booking approved' : 'Booking denied', variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: [queryKey] });
    },
    onError: (error) => toast({ title: answerError(error), variant: 'error' }),
  });

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      <Tabs
        value={tab}
        onValueChange={(value) => setParams(value === 'pending' ? {} : { status: value }, { replace: true })}
      >
        <TabsList>
          {BOOKING_TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {BOOKING_TABS.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            {t.value !== tab ? null : bookings.isPending ? (
              <Grid aria-busy="true">
                <Skeleton className="h-36" />
                <Skeleton className="h-36" />
              </Grid>
            ) : bookings.isError ? (
              <EmptyState title={GENERIC_ERROR} />
            ) : bookings.data.length === 0 ? (
              <EmptyState title={`No ${t.label.toLowerCase()} booking requests.`} />
            ) : (
              <Grid asChild>
                <ul>
                  {bookings.data.map((booking) => (
                    <li key={booking.id}>
                      <BookingRequestCard
                        booking={booking}
                        busy={respond.isPending && respond.variables.id === booking.id}
                        onAnswer={(status) => respond.mutate({ id: booking.id, status })}
                      />
                    </li>
                  ))}
                </ul>
              </Grid>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function BookingRequestCard({
  booking,
  busy,
  onAnswer,
}: {
  booking: Booking;
  busy: boolean;
  onAnswer: (status: Answer) => void;
}) {
  const label = BOOKING_TABS.find((t) => t.value === booking.status)?.label ?? 'Completed';
  return (
    <Card className="h-full">
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-base font-semibold">{booking.serviceName}</h2>
        <Badge
          variant={
            booking.status === 'confirmed'
              ? 'success'
              : booking.status === 'pending'
                ? 'warning'
                : 'secondary'
          }
        >
          {label}
        </Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Client</dt>
        <dd>{booking.client_name || booking.customer_name}</dd>
        <dt className="text-muted-foreground">Date</dt>
        <dd>
          {booking.booking_date}, {booking.booking_time}–{booking.end_time}
        </dd>
        <dt className="text-muted-foreground">Where</dt>
        <dd>{[booking.sub_county, booking.county].filter(Boolean).join(', ')}</dd>
      </dl>
      {booking.status === 'pending' ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" loading={busy} onClick={() => onAnswer('confirmed')}>
            Approve
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onAnswer('cancelled')}>
            Deny
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

export function BusinessBookingsPage() {
  return (
    <BookingRequests
      title="Booking requests"
      queryKey="business-bookings"
      load={async (status) =>
        (await api.GET('/api/business-bookings/', { params: { query: { status, page_size: 100 } } })).data!
          .results
      }
      answer={(id, status) =>
        api.PATCH('/api/business-bookings/{id}/', { params: { path: { id } }, body: { status } })
      }
    />
  );
}
