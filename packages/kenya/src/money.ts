/** Annual subscription for business owners and beauty professionals, in KES. */
export const ANNUAL_SUBSCRIPTION_KES = 2000;

/** One-time paid contact: reveals one profile's phone and e-mail, in KES. */
export const ONE_TIME_CONTACT_KES = 200;

// Made on first use: building an ICU formatter takes a slow phone tens of milliseconds, too much to spend
// while every page that imports this package starts.
let formatters: { whole: Intl.NumberFormat; cents: Intl.NumberFormat } | undefined;
function kesFormatters() {
  const options = { style: 'currency', currency: 'KES', currencyDisplay: 'code' } as const;
  formatters ??= {
    whole: new Intl.NumberFormat('en-KE', { ...options, maximumFractionDigits: 0 }),
    cents: new Intl.NumberFormat('en-KE', { ...options, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  };
  return formatters;
}

/** 'KES 2,000' or 'KES 1,234.50'. */
export function formatKES(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatKES needs a finite amount, got ${amount}`);
  const { whole, cents } = kesFormatters();
  const format = Math.round(amount * 100) % 100 === 0 ? whole : cents;
  // ICU versions differ: some print 'Ksh' or put a no-break space after the code, so rebuild
  // the text from parts to get the same plain 'KES ' on the server and in every browser.
  return format
    .formatToParts(amount)
    .map((part) => {
      if (part.type === 'currency') return 'KES';
      if (part.type === 'literal' && /^\s+$/.test(part.value)) return ' ';
      return part.value;
    })
    .join('');
}
