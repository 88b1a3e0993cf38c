import type { Meta, StoryObj } from '@storybook/react-vite';

import { Badge } from './badge.tsx';

const meta = {
  title: 'Primitives/Display/Badge',
  id: 'display-badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Pending' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['default', 'secondary', 'outline', 'success', 'warning', 'danger'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const BookingStatuses: Story = {
  tags: ['visual'],
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge variant="warning">Pending</Badge>
      <Badge variant="success">Confirmed</Badge>
      <Badge variant="danger">Cancelled</Badge>
      <Badge variant="secondary">Completed</Badge>
      <Badge variant="outline">Expert</Badge>
      <Badge aria-label="3 unread notifications">3</Badge>
    </div>
  ),
};

export const LongText: Story = {
  args: {
    children: 'Huduma za urembo na ustawi kwa wateja wa nyumbani na ofisini',
    className: 'whitespace-normal',
  },
  globals: { viewport: { value: 'mobile360' } },
};

export const Dark: Story = { ...BookingStatuses, tags: [], globals: { theme: 'dark' } };
