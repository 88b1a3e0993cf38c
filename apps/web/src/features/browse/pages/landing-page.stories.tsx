import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { landing } from '../../../storybook/handlers.ts';
import { withPage, type PageParameters } from '../../../storybook/page.tsx';
import { findMain } from '../../../storybook/play.ts';
import { LandingPage } from './landing-page.tsx';

const meta = {
  title: 'Screens/Public/Landing',
  component: LandingPage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/', shell: 'public' } satisfies PageParameters,
    msw: { handlers: landing },
  },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(
      main.getByRole('heading', { level: 1, name: 'Connecting talent to opportunity' }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-form');
    await expect(main.getByRole('heading', { name: 'Who We Are' })).toBeVisible();
    await expect(main.getAllByRole('listitem')).toHaveLength(3);
  },
};
