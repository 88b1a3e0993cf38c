import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { SegmentedControl } from './segmented-control.tsx';

const userTypes = [
  { value: 'business_owner', label: 'Business Owner' },
  { value: 'customer', label: 'Retail Customer' },
  { value: 'professional', label: 'Beauty Professional' },
];

const meta = {
  title: 'Primitives/Forms/SegmentedControl',
  id: 'forms-segmentedcontrol',
  component: SegmentedControl,
  tags: ['autodocs'],
  argTypes: {
    value: { control: 'select', options: userTypes.map((type) => type.value) },
    defaultValue: { control: 'select', options: userTypes.map((type) => type.value) },
  },
  args: { options: userTypes, 'aria-label': 'User type', onValueChange: fn() },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ArrowKeys: Story = {
  args: { defaultValue: 'customer' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const customer = canvas.getByRole('radio', { name: 'Retail Customer' });
    await expect(customer).toBeChecked();
    await userEvent.tab();
    await expect(customer).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const professional = canvas.getByRole('radio', { name: 'Beauty Professional' });
    await expect(professional).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenCalledWith('professional');
    // Pressing the chosen option again keeps it: a user type is always chosen.
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

export const Chosen: Story = { tags: ['visual'], args: { defaultValue: 'business_owner' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'customer' } };

export const Mobile: Story = {
  args: { defaultValue: 'professional' },
  globals: { viewport: { value: 'mobile360' } },
};
