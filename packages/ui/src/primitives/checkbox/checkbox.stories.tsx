import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Label } from '../label/index.ts';
import { Checkbox } from './checkbox.tsx';

const meta = {
  title: 'Primitives/Forms/Checkbox',
  id: 'forms-checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  argTypes: {
    checked: { control: 'boolean' },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
  },
  args: { id: 'terms', onCheckedChange: fn() },
  render: (args) => (
    <div className="flex items-start gap-3">
      <Checkbox {...args} />
      <Label htmlFor="terms">I agree to the terms and privacy policy</Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ToggleWithSpace: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'I agree to the terms and privacy policy',
    });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = { tags: ['visual'], args: { defaultChecked: true } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};
