import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { catalogue, emptyList, employment, session } from '../../storybook/handlers.ts';
import { withPage, type PageParameters } from '../../storybook/page.tsx';
import { findMain } from '../../storybook/play.ts';
import { ProfessionalEmployerPage } from './professional-employer-page.tsx';

const meta = {
  title: 'Screens/Professional/Employers',
  component: ProfessionalEmployerPage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: {
      path: '/professional-employer',
      shell: { area: ['Beauty Professional'] },
    } satisfies PageParameters,
    msw: { handlers: { ...session('Beauty Professional'), ...catalogue, ...employment } },
  },
} satisfies Meta<typeof ProfessionalEmployerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByRole('heading', { name: 'Glow Studio' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { employers: emptyList('/api/professional-employers/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('No employers yet.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Find businesses' })).toBeVisible();
  },
};
