import type { Tx } from '../db/client.ts';
import { domainEvents } from '../db/schema.ts';

/**
 * What the domains say happened, by type. Each domain adds its own beside the command that raises them:
 *
 *     declare module '../../events/index.ts' {
 *       interface DomainEvents { 'booking.requested': { bookingId: number } }
 *     }
 *
 * so the platform names none of them. A payload holds ids and facts, never personal data: it is stored.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DomainEvents {}

export type EventType = keyof DomainEvents;

export type Subscriber<T extends EventType> = (tx: Tx, data: DomainEvents[T]) => Promise<void>;

/**
 * The event bus: a command raises an event inside its transaction; the event is written to the outbox
 * (domain_events) and its subscribers run in that same transaction, so what the event causes (a
 * notification, its SMS and e-mail jobs, a cache's change signal) commits with it or not at all.
 */
export class Events {
  readonly #subscribers = new Map<EventType, Subscriber<never>[]>();

  /** Subscribes to one type; subscribers run in the order they subscribed. */
  on<T extends EventType>(type: T, subscriber: Subscriber<T>): void {
    const list = this.#subscribers.get(type) ?? [];
    list.push(subscriber as Subscriber<never>);
    this.#subscribers.set(type, list);
  }

  async raise<T extends EventType>(tx: Tx, type: T, data: DomainEvents[T]): Promise<void> {
    await tx.insert(domainEvents).values({ type, data: data as Record<string, unknown> });
    for (const subscriber of this.#subscribers.get(type) ?? []) await (subscriber as Subscriber<T>)(tx, data);
  }
}
