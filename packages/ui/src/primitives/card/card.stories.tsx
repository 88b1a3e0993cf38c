import type { Meta, StoryObj } from '@storybook/react-vite';

import { Button } from '../button/index.ts';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx';

const meta = {
  title: 'Primitives/Layout/Card',
  id: 'layout-card',
  component: Card,
  tags: ['autodocs'],
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>Gel manicure</CardTitle>
        <CardDescription>With Wanjiru Kamau · 2025-03-14 10:30</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">Westlands, Nairobi</p>
      </CardContent>
      <CardFooter>
        <Button size="sm">Leave a Review</Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['visual'] };

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };
