import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

const statuses = ['Approved', 'Pending', 'Denied'] as const;

const meta = {
  title: 'Primitives/Navigation/Tabs',
  id: 'navigation-tabs',
  component: Tabs,
  tags: ['autodocs'],
  argTypes: {
    defaultValue: { control: 'inline-radio', options: statuses },
  },
  args: { defaultValue: 'Pending' },
  render: (args) => (
    <Tabs {...args} className="max-w-lg">
      <TabsList aria-label="Booking requests">
        {statuses.map((status) => (
          <TabsTrigger key={status} value={status}>
            {status}
          </TabsTrigger>
        ))}
      </TabsList>
      {statuses.map((status) => (
        <TabsContent key={status} value={status}>
          <p>{status} booking requests appear here.</p>
        </TabsContent>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const PendingByDefault: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Pending booking requests appear here.');
  },
};

export const ArrowKeys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Pending' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Denied' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Approved' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Approved booking requests appear here.');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };
