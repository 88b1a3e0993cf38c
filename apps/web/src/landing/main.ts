// The landing page's only script. Its HTML is prerendered from the React landing page, so the page needs
// no framework: this counts the three figures up and raises them to the real counts. Links are plain
// links; the app loads on the next page.
import '../styles.css';
import { countUp, type Counter } from './count-up.ts';

const counters: Counter[] = [];
for (const element of document.querySelectorAll<HTMLElement>('[data-slot="stats-counter"]')) {
  const shown = element.querySelector<HTMLElement>('[data-slot="stats-counter-value"]');
  const spoken = element.querySelector<HTMLElement>('.sr-only');
  if (shown && spoken) counters.push({ shown, spoken, value: Number(shown.textContent.replace(/\D/g, '')) });
}
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
// The page says its language (the React landing page writes it): the figures are formatted in it.
const locale =
  document.querySelector<HTMLElement>('[data-locale]')?.dataset.locale ?? document.documentElement.lang;
const animation = countUp(counters, { reducedMotion, locale: locale || undefined });

const stats = ['businesses', 'professionals', 'clients'] as const;
fetch('/api/stats/', { headers: { accept: 'application/json' } })
  .then((response) => (response.ok ? (response.json() as Promise<Record<string, unknown>>) : undefined))
  .then((body) => {
    if (!body) return;
    stats.forEach((key, index) => {
      const real = body[key];
      if (typeof real === 'number') animation.raise(index, real);
    });
  })
  // The prerendered figures stay: they are the spec's floor, true enough when the API is unreachable.
  .catch(() => {});
