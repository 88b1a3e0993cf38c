import type { Me } from '@urembo/api-client';
import { formatKenyanPhone, isKenyanPhone } from '@urembo/kenya';
import { Field, Switch, toast } from '@urembo/ui';
import { t, type MessageId } from '../../../i18n/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { useSaveMessagePreference } from '../api/me.ts';

type Preferences = Me['message_preferences'];
type Topic = keyof Preferences;
type Channel = 'sms' | 'email';

const TOPICS: Record<Topic, { label: MessageId; hint: MessageId }> = {
  bookings: { label: 'shared.messages.bookings', hint: 'shared.messages.bookingsHint' },
  reminders: { label: 'shared.messages.reminders', hint: 'shared.messages.remindersHint' },
  hiring: { label: 'shared.messages.hiring', hint: 'shared.messages.hiringHint' },
  payments: { label: 'shared.messages.payments', hint: 'shared.messages.paymentsHint' },
  reviews: { label: 'shared.messages.reviews', hint: 'shared.messages.reviewsHint' },
};

const CHANNELS: Record<Channel, MessageId> = {
  sms: 'shared.messages.channelSms',
  email: 'shared.messages.channelEmail',
};

const TOPIC_ORDER = Object.keys(TOPICS) as Topic[];

const textable = (me: Me) =>
  Boolean(me.phone_number && isKenyanPhone(me.phone_number) && me.phone_verified && !me.sms_opted_out);

/** Where SMS go, or why none can. */
function smsNote(me: Me): string {
  if (me.sms_opted_out) return t('shared.messages.stopped');
  if (!me.phone_number) return t('shared.messages.noPhone');
  if (!isKenyanPhone(me.phone_number)) return t('shared.messages.notKenyan', { phone: me.phone_number });
  return me.phone_verified
    ? t('shared.messages.smsTo', { phone: formatKenyanPhone(me.phone_number) })
    : t('shared.messages.notVerified');
}
const channelsOf = (choice: Preferences[Topic]) => Object.keys(choice) as Channel[];

/** Account details' "Messages": per topic, SMS and e-mail on or off (the server sends by these). */
export function MessagesSection({ me }: { me: Me }) {
  const save = useSaveMessagePreference({
    onSuccess: () => {
      toast({ title: t('shared.messages.saved'), variant: 'success' });
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
        {t('shared.messages.intro')} {smsNote(me)}
      </p>
      {TOPIC_ORDER.map((topic) => (
        <fieldset key={topic} className="flex flex-col gap-2 border-t pt-3">
          <legend className="font-semibold">{t(TOPICS[topic].label)}</legend>
          <p className="text-sm text-muted-foreground">{t(TOPICS[topic].hint)}</p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {channelsOf(me.message_preferences[topic]).map((channel) => (
              <Field key={channel} label={t(CHANNELS[channel])} layout="inline">
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
