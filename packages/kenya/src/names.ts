/**
 * A person's or business's initials as an avatar shows them without a picture: the first letters of the
 * first and last words ('Wanjiru Kamau' -> 'WK', 'Achieng Otieno Odhiambo' -> 'AO', 'amina' -> 'A'). The
 * web's Avatar and the server's prerendered profile page both draw them, so the two must agree.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
