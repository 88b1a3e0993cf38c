import { expect } from 'vitest';
import { page } from 'vitest/browser';

// Visual regression for stories tagged 'visual' (see preview.tsx afterEach). Baselines are written next to
// the stories file under __screenshots__ on first run and compared on every later run.
(globalThis as Record<string, unknown>).__uremboMatchScreenshot = async (
  element: HTMLElement,
  name: string,
) => {
  await expect.element(page.elementLocator(element)).toMatchScreenshot(name);
};
