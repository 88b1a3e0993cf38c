import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchX } from 'lucide-react';
import { expect, within } from 'storybook/test';

import { Button } from '../button/index.ts';
import { EmptyState } from './empty-state.tsx';

const meta = {
  title: 'Primitives/Feedback/EmptyState',
  id: 'feedback-emptystate',
  component: EmptyState,
  tags: ['autodocs'],
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    icon: { control: false },
    action: { control: false },
  },
  args: {
    title: 'No beauty professionals found.',
    description: 'Try another county or category.',
    icon: <SearchX />,
    action: <Button variant="outline">Clear filters</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No beauty professionals found.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeEnabled();
  },
};

export const TitleOnly: Story = { args: { description: undefined, icon: undefined, action: undefined } };

export const SwahiliText: Story = {
  args: { description: 'Huduma za urembo na ustawi kwa wateja wa nyumbani na ofisini' },
  globals: { viewport: { value: 'mobile360' } },
};
