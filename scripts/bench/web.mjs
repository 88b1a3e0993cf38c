// Part 1: web weight per route (gzip), from the production build; the same budgets are a test.
import { ensureWebBuild, measureWebWeight } from '../web-weight.mjs';

export function benchWeb({ add }) {
  ensureWebBuild();
  for (const route of measureWebWeight()) {
    const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
    add({
      part: 'web',
      figure: `${route.path} JavaScript (gzip)`,
      value: kb(route.js),
      unit: 'KB',
      budget: { max: route.budget.js / 1024 },
    });
    if (route.budget.total !== undefined)
      add({
        part: 'web',
        figure: `${route.path} all: HTML, CSS, JS, fonts, images (gzip)`,
        value: kb(route.total),
        unit: 'KB',
        budget: { max: route.budget.total / 1024 },
      });
    else add({ part: 'web', figure: `${route.path} CSS (gzip)`, value: kb(route.css), unit: 'KB' });
  }
}
