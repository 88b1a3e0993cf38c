import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

import '../packages/ui/src/styles/globals.css';

type ScreenshotHook = (element: HTMLElement, name: string) => Promise<void>;

const viewports = {
  mobile360: { name: 'Phone 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
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
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
  return worker;
});

const preview: Preview = {
  loaders: [async (context) => (context.parameters.msw ? startMsw(context) : {})],
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
  },
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, { globals }) => {
      document.documentElement.classList.toggle('dark', globals.theme === 'dark');
      return Story();
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
