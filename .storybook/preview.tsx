import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

import { LocaleProvider, type Locale } from '../packages/ui/src/primitives/locale-provider/index.ts';

import '../packages/ui/src/styles/globals.css';

type ScreenshotHook = (element: HTMLElement, name: string) => Promise<void>;

// The widths designers check: a small Android phone (the common Kenyan handset), a large one, a laptop.
const viewports = {
  mobile360: { name: 'Phone 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  mobile412: { name: 'Large phone 412 px', styles: { width: '412px', height: '915px' }, type: 'mobile' },
  tablet768: { name: 'Tablet 768 px', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop1280: { name: 'Desktop 1280 px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

// Under test (Playwright sets navigator.webdriver) animations would make assertions and screenshots flaky.
if (typeof navigator !== 'undefined' && navigator.webdriver) {
  const style = document.createElement('style');
  style.dataset.storybook = 'no-motion';
  style.textContent =
    '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';
  document.head.append(style);
}

// The screens of apps/web answer their API calls from MSW handlers (`parameters.msw`); stories without
// any (the design system's) never start the service worker. An /api call no handler answers is an error
// in the log: the story forgot to mock it.
const startMsw = mswLoader(async () => {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    // Beside iframe.html, wherever the build is served from (GitHub Pages serves it under /<repo>/).
    serviceWorker: {
      url: location.pathname.endsWith('/iframe.html')
        ? location.pathname.replace(/iframe\.html$/, 'mockServiceWorker.js')
        : '/mockServiceWorker.js',
    },
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
  return worker;
});

/** The toolbar's language ('en' unless a story or the toolbar says 'sw'). */
const localeOf = (globals: Record<string, unknown>): Locale => (globals.locale === 'sw' ? 'sw' : 'en');

const preview: Preview = {
  loaders: [
    async (context) => (context.parameters.msw ? startMsw(context) : {}),
    // The app's screens read their texts through t() of apps/web/src/i18n: its catalogue follows the
    // toolbar too (the Kiswahili one is loaded on first use). Every story, so one left in Kiswahili by a
    // story (or a language switch clicked in one) never carries over to the next.
    async (context) => {
      const { loadLocale } = await import('../apps/web/src/i18n/index.ts');
      await loadLocale(localeOf(context.globals));
      return {};
    },
  ],
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    // No `date` matcher: it gave the date picker (a number) to string dates and to formatDate/onValidate.
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: { options: viewports },
    // The sidebar a designer reads top to bottom: the guides, the tokens, then components, then screens.
    // Storybook reads this statically, so it stays a literal here.
    options: {
      storySort: {
        order: [
          'Introduction',
          ['Getting started', 'Theming', 'Kenyan helpers', 'Tokens'],
          'Getting started',
          'Theming',
          'Kenyan helpers',
          'Tokens',
          'Primitives',
          ['Forms', 'Display', 'Feedback', 'Layout', 'Navigation', 'Overlays'],
          'Marketplace',
          ['Cards', 'Booking', 'Browse', 'Forms', 'Display', 'Overlays', 'Layout', 'Marketing'],
          'Screens',
          ['Public', 'Customer', 'Business owner', 'Professional', 'Setup', 'Shared'],
        ],
      },
    },
  },
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'Language of the components and screens',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'sw', title: 'Kiswahili' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  decorators: [
    (Story, { globals }) => {
      document.documentElement.classList.toggle('dark', globals.theme === 'dark');
      return Story();
    },
    // Every story in the toolbar's language: the design system's defaults through LocaleProvider, the
    // page's lang for screen readers and for axe (a Kiswahili story on an English page is a mismatch).
    (Story, { globals }) => {
      const locale = localeOf(globals);
      document.documentElement.lang = locale === 'sw' ? 'sw-KE' : 'en-KE';
      return <LocaleProvider locale={locale}>{Story()}</LocaleProvider>;
    },
  ],
  // Stories tagged 'visual' are compared with a committed baseline when run by Vitest; the hook is
  // installed by .storybook/vitest.setup.ts, so the Storybook UI and static build skip this step.
  async afterEach({ tags, canvasElement, id }) {
    const matchScreenshot = (globalThis as { __uremboMatchScreenshot?: ScreenshotHook })
      .__uremboMatchScreenshot;
    if (tags.includes('visual') && matchScreenshot) await matchScreenshot(canvasElement, id);
  },
};

export default preview;
