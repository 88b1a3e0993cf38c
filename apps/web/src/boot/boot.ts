// The boot script of a prerendered page (/sign-in, /sign-up and the shells of signed-in home pages): the
// page is readable before any script runs, so its app code must not compete with the CSS for a slow line
// nor run before the first paint. scripts/prerender.mjs puts this module in place of the app's entry and
// names in its data-load attribute the app's entry and the page's own module. It is loaded by every
// prerendered page before anything else: keep it tiny (its size counts in `pnpm bench`'s web weight) and
// free of imports.

/** What people did before the app arrived, for the app to do again (src/lib/early-input.ts). */
export interface EarlyActions {
  /** Taps on scripted controls (terms checkbox, user type): without the app they do nothing. */
  clicks: HTMLElement[];
  /** A form sent meanwhile: the browser's own GET submit would put the password in the address. */
  submit: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
  /** Stops holding events: the app calls it once it has the page. */
  stop(): void;
}

declare global {
  interface Window {
    __early?: EarlyActions;
  }
}

const keepTap = (event: MouseEvent) => {
  const control = event.target instanceof Element && event.target.closest('button[type=button]');
  if (control) early.clicks.push(control as HTMLElement);
};

const holdSubmit = (event: SubmitEvent) => {
  event.preventDefault();
  early.submit = { form: event.target as HTMLFormElement, submitter: event.submitter };
};

const early: EarlyActions = (window.__early = {
  clicks: [],
  submit: null,
  stop() {
    removeEventListener('click', keepTap, true);
    removeEventListener('submit', holdSubmit, true);
  },
});
addEventListener('click', keepTap, true);
addEventListener('submit', holdSubmit, true);

let loading = false;

/**
 * Asked any earlier than the first paint (the page's largest text, from the HTML), the code would share a
 * slow line with that paint. The browser's module loader fetches the modules' imports as it finds them,
 * with no script work per file.
 */
const loadApp = (_entries?: unknown, observer?: PerformanceObserver) => {
  observer?.disconnect();
  if (loading) return;
  loading = true;
  const script = document.querySelector<HTMLScriptElement>('script[data-load]');
  for (const url of script?.dataset.load?.split(' ') ?? []) void import(/* @vite-ignore */ url);
};

// Browsers without paint entries start the app after two frames; a tab that never paints (opened in the
// background) after 2 seconds.
if (PerformanceObserver.supportedEntryTypes?.includes('paint'))
  new PerformanceObserver(loadApp).observe({ type: 'paint', buffered: true });
else requestAnimationFrame(() => requestAnimationFrame(() => loadApp()));
setTimeout(loadApp, 2000);
