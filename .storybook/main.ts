import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { catalogues } from '../packages/i18n/src/vite.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Storybook refuses a glob that matches nothing, so app stories join only once the app has some. */
function hasStories(folder: string): boolean {
  if (!existsSync(folder)) return false;
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).some((file) =>
    /\.stories\.tsx?$/.test(file),
  );
}

const config: StorybookConfig = {
  stories: [
    // The designers' pages (getting started, theming, Kenyan helpers, tokens) live beside the components.
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    ...(hasStories(join(root, 'apps/web/src')) ? ['../apps/web/src/**/*.stories.@(ts|tsx)'] : []),
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Only the MSW service worker lives here, so the web app's own build never ships it.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    // The web app's catalogues, so its screens' stories read the same texts as the app.
    viteConfig.plugins = [
      ...(viteConfig.plugins ?? []),
      tailwindcss(),
      catalogues({
        dir: join(root, 'apps/web/src/i18n/messages'),
        sources: join(root, 'apps/web/src'),
        runtime: join(root, 'apps/web/src/i18n/index.ts'),
      }),
    ];
    return viteConfig;
  },
};

export default config;
