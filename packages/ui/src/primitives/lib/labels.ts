/**
 * The one way components take their copy: a `labels` prop, any part of it, over English defaults. A
 * label given as undefined keeps its default, so a caller can pass an optional text straight through.
 */
export function mergeLabels<L extends object>(defaults: L, labels: Partial<L> | undefined): L {
  if (!labels) return defaults;
  const merged = { ...defaults };
  for (const key of Object.keys(labels) as (keyof L)[]) {
    const label = labels[key];
    if (label !== undefined) merged[key] = label as L[keyof L];
  }
  return merged;
}
