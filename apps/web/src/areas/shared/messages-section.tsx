import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@urembo/api-client';
import { formatKenyanPhone, isKenyanPhone } from '@urembo/kenya';
import { Field, Switch, toast } from '@urembo/ui';
import { api } from '../../lib/api.ts';
import { sessionKeys } from '../../queries/session.ts';
import { errorText } from './errors.ts';

type Preferences = Me['message_preferences'];
type Topic = keyof Preferences;
type Channel = 'sms' | 'email';

const COPY = {
  intro: 'Choose what Urembo sends you by SMS and by e-mail. Account and security messages always come.',
  smsTo: (phone: string) => `SMS go to ${formatKenyanPhone(phone)}.`,
  noPhone: 'Add your phone number above to get SMS.',
  stopped: 'You replied STOP to our SMS, so we send you none.',
  notKenyan: (phone: string) => `We cannot text ${phone}: SMS go to Kenyan mobile numbers only.`,
  channels: { sms: 'SMS', email: 'E-mail' } satisfies Record<Channel, string>,
  topics: {
    bookings: { label: 'Bookings', hint: 'Requests, answers, new times and cancellations' },
    reminders: { label: 'Reminders', hint: '24 hours and 2 hours before an appointment' },
    hiring: { label: 'Hiring', hint: 'Employment requests and invitations, and their answers' },
    payments: { label: 'Payments', hint: 'M-Pesa receipts and failed payments' },
    reviews: { label: 'Reviews', hint: 'New reviews of you' },
  } satisfies Record<Topic, { label: string; hint: string }>,
  saved: 'Your message choices are saved.',
};

const TOPICS = Object.keys(COPY.topics) as Topic[];

const textable = (me: Me) => Boolean(me.phone_number && isKenyanPhone(me.phone_number) && !me.sms_opted_out);

/** Where SMS go, or why none can. */
function smsNote(me: Me): string {
  if (me.sms_opted_out) return COPY.stopped;
  if (!me.phone_number) return COPY.noPhone;
  return isKenyanPhone(me.phone_number) ? COPY.smsTo(me.phone_number) : COPY.notKenyan(me.phone_number);
}
const channelsOf = (choice: Preferences[Topic]) => Object.keys(choice) as Channel[];

/** Account details' "Messages": per topic, SMS and e-mail on or off (the server sends by these). */
export function MessagesSection({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationKey: ['me', 'message-preferences'],
    mutationFn: async ({ topic, channel, on }: { topic: Topic; channel: Channel; on: boolean }) =>
      (await api.PATCH('/api/me/', { body: { message_preferences: { [topic]: { [channel]: on } } } })).data!,
    onSuccess: (saved) => {
      queryClient.setQueryData(sessionKeys.me, saved);
      toast({ title: COPY.saved, variant: 'success' });
    },
    onError: (error) => toast({ title: errorText(error), variant: 'error' }),
  });
  // Shows a choice at once; a refusal puts back what the server holds.
  const shown = (topic: Topic, channel: Channel) => {
    const pending = save.isPending ? save.variables : undefined;
    if (pending?.topic === topic && pending.channel === channel) return pending.on;
    return (me.message_preferences[topic] as Partial<Record<Channel, boolean>>)[channel] ?? false;
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        {COPY.intro} {smsNote(me)}
      </p>
      {TOPICS.map((topic) => (
        <fieldset key={topic} className="flex flex-col gap-2 border-t pt-3">
          <legend className="font-semibold">{COPY.topics[topic].label}</legend>
          <p className="text-sm text-muted-foreground">{COPY.topics[topic].hint}</p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {channelsOf(me.message_preferences[topic]).map((channel) => (
              <Field key={channel} label={COPY.channels[channel]} layout="inline">
                <Switch
                  checked={shown(topic, channel)}
                  disabled={channel === 'sms' && !textable(me)}
                  aria-busy={save.isPending || undefined}
                  onCheckedChange={(on) => {
                    if (!save.isPending) save.mutate({ topic, channel, on });
                  }}
                />
              </Field>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
