import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { catalogue, emptyList, employment } from '../../../storybook/handlers.ts';
import { screenMeta } from '../../../storybook/screen.ts';
import { findMain, findMainShowing } from '../../../storybook/play.ts';
import { ProfessionalEmployerPage } from './professional-employer-page.tsx';

const meta = {
  title: 'Screens/Professional/Employers',
  component: ProfessionalEmployerPage,
  ...screenMeta(
    { path: '/professional-employer', area: 'Beauty Professional' },
    { ...catalogue, ...employment },
  ),
} satisfies Meta<typeof ProfessionalEmployerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await findMainShowing(canvasElement, { name: 'Glow Studio' });
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
