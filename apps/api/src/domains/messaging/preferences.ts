/**
 * What a user may turn off, by topic and channel (settings: Account details > Messages). Account and
 * security messages (reset codes, a locked reset) are not here: they always go. Everything here is on
 * until turned off; marketing is a separate choice, off until chosen (marketing_opt_in).
 */
export const TOPIC_CHANNELS = {
  bookings: ['sms', 'email'],
  reminders: ['sms', 'email'],
  hiring: ['sms', 'email'],
  payments: ['sms', 'email'],
  reviews: ['email'],
} as const;
/** `account`: reset codes and other security messages, which always go. */
export type Topic = keyof typeof TOPIC_CHANNELS | 'account';
export type Channel = 'sms' | 'email';
export type StoredPreferences = Partial<Record<string, Partial<Record<Channel, boolean>>>>;

export function wants(stored: StoredPreferences, topic: Topic, channel: Channel): boolean {
  if (topic === 'account') return true;
  if (!(TOPIC_CHANNELS[topic] as readonly Channel[]).includes(channel)) return false;
  return stored[topic]?.[channel] ?? true;
}

/** Every topic with each of its channels, as Me.message_preferences. */
export function preferencesJson(stored: StoredPreferences) {
  const choice = (topic: Exclude<Topic, 'account'>) => ({
    sms: wants(stored, topic, 'sms'),
    email: wants(stored, topic, 'email'),
  });
  return {
    bookings: choice('bookings'),
    reminders: choice('reminders'),
    hiring: choice('hiring'),
    payments: choice('payments'),
    reviews: { email: wants(stored, 'reviews', 'email') },
  };
}

/** The stored choices with an update's laid over them (the contract allows only known topics and channels). */
export function withUpdate(stored: StoredPreferences, update: StoredPreferences): StoredPreferences {
  const merged: StoredPreferences = { ...stored };
  for (const [topic, channels] of Object.entries(update)) merged[topic] = { ...merged[topic], ...channels };
  return merged;
}
