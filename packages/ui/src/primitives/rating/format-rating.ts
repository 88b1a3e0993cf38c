/** Lists show a rating as an integer or with one decimal: 4 -> '4', 4.46 -> '4.5', 4.96 -> '5'. */
export function formatRating(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}
