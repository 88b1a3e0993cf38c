import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Spinner } from './spinner.tsx';

const meta = {
  title: 'Primitives/Feedback/Spinner',
  id: 'feedback-spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { className: 'text-2xl text-primary' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const CustomLabel: Story = {
  args: { labels: { loading: 'Sending…' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Sending…');
  },
};
