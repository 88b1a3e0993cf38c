function parts(minutes: number) {
  if (!Number.isInteger(minutes) || minutes < 0)
    throw new RangeError(`A duration is a whole number of minutes, got ${minutes}`);
  return { hours: Math.floor(minutes / 60), rest: minutes % 60 };
}

/** How menus, bookings and agendas write a service's length: '45 min', '2 h', '1 h 30 min'. */
export function formatDuration(minutes: number): string {
  const { hours, rest } = parts(minutes);
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** The same in words, for screen readers: '1 hour 30 minutes'. */
export function spokenDuration(minutes: number): string {
  const { hours, rest } = parts(minutes);
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    hours ? plural(hours, 'hour', 'hours') : '',
    rest || !hours ? plural(rest, 'minute', 'minutes') : '',
  ]
    .filter(Boolean)
    .join(' ');
}
