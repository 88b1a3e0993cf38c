import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Field } from '../field/index.ts';
import { Select, SelectItem } from './select.tsx';

const locations = ['Nairobi', 'Kisumu', 'Mombasa'];

const meta = {
  title: 'Primitives/Forms/Select',
  id: 'forms-select',
  component: Select,
  tags: ['autodocs'],
  argTypes: {
    value: { control: 'select', options: locations },
    defaultValue: { control: 'select', options: locations },
    disabled: { control: 'boolean' },
  },
  args: { onValueChange: fn(), placeholder: 'Choose a location' },
  render: (args) => (
    <Field label="Where?" className="max-w-xs">
      <Select {...args}>
        {locations.map((location) => (
          <SelectItem key={location} value={location}>
            {location}
          </SelectItem>
        ))}
      </Select>
    </Field>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const StartsOnThePlaceholder: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole<HTMLSelectElement>('combobox', { name: 'Where?' });
    await expect(select.value).toBe('');
    await expect(select).toHaveDisplayValue('Choose a location');
    // The placeholder is a prompt, not a choice.
    await expect(select.options[0]).toBeDisabled();
    await expect(select.options[0]).toHaveTextContent('Choose a location');
  },
};

export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole<HTMLSelectElement>('combobox', { name: 'Where?' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Kisumu');
    await expect(args.onValueChange).toHaveBeenCalledWith('Kisumu');
    await expect(select).toHaveDisplayValue('Kisumu');
  },
};

export const Selected: Story = {
  tags: ['visual'],
  args: { defaultValue: 'Mombasa' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Where?' })).toHaveDisplayValue(
      'Mombasa',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};
