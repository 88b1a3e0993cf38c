import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Skeleton } from './skeleton.tsx';

const meta = {
  title: 'Primitives/Feedback/Skeleton',
  id: 'feedback-skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { className: 'h-4 w-48' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The placeholder of a professional card; the list around it says it is busy. */
export const CardPlaceholder: Story = {
  render: () => (
    <div aria-busy="true" aria-label="Loading professionals" role="region" className="flex max-w-sm gap-3">
      <Skeleton className="size-12 rounded-full" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Loading professionals' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"][aria-hidden="true"]')).toHaveLength(
      3,
    );
  },
};
