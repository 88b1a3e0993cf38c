// Rows of the bench table: one figure, its value, its budget and whether the budget holds.

/**
 * @typedef {{ part: string, figure: string, value: number | null, unit: string,
 *   budget?: { max?: number, min?: number, below?: number }, note?: string }} Figure
 */

/** Whether a figure meets its budget: true, false, or null when it has none (printed only). */
export function verdict(figure) {
  const { value, budget } = figure;
  if (!budget) return null;
  if (value === null || Number.isNaN(value)) return false;
  if (budget.max !== undefined && value > budget.max) return false;
  if (budget.min !== undefined && value < budget.min) return false;
  if (budget.below !== undefined && value >= budget.below) return false;
  return true;
}

const number = (value) =>
  value === null ? 'n/a' : Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 2 : 1);

function budgetText({ budget, unit }) {
  if (!budget) return '(printed)';
  const parts = [];
  if (budget.min !== undefined) parts.push(`≥ ${number(budget.min)}`);
  if (budget.max !== undefined) parts.push(`≤ ${number(budget.max)}`);
  if (budget.below !== undefined) parts.push(`< ${number(budget.below)}`);
  return `${parts.join(' and ')}${unit ? ` ${unit}` : ''}`;
}

export function formatTable(figures) {
  const rows = figures.map((figure) => {
    const ok = verdict(figure);
    return [
      figure.figure,
      `${number(figure.value)}${figure.unit ? ` ${figure.unit}` : ''}`,
      budgetText(figure),
      ok === null ? '' : ok ? 'ok' : 'FAIL',
    ];
  });
  const header = ['figure', 'value', 'budget', 'ok?'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...rows.map(line)].join('\n');
}
