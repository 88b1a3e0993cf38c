import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Field } from '../field/index.ts';
import { Label } from '../label/index.ts';
import { Switch } from './switch.tsx';

const meta = {
  title: 'Primitives/Forms/Switch',
  id: 'forms-switch',
  component: Switch,
  tags: ['autodocs'],
  argTypes: {
    checked: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
  args: { id: 'offers', onCheckedChange: fn() },
  render: (args) => (
    <div className="flex items-center gap-3">
      <Switch {...args} />
      <Label htmlFor="offers">Send me offers and news</Label>
    </div>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Off by default; a tap turns it on and tells the caller, the label taps it too. */
export const ToggleByTap: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Send me offers and news' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Send me offers and news'));
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const ToggleWithSpace: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Send me offers and news' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

/** In a Field: labelled by it, described by its hint, invalid with its error. */
export const InField: Story = {
  render: (args) => (
    <Field
      label="Send me offers and news"
      layout="inline"
      hint="Now and then, by e-mail or SMS."
      error="Your choice could not be saved."
    >
      <Switch onCheckedChange={args.onCheckedChange} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Send me offers and news' });
    await expect(toggle).toHaveAccessibleDescription(
      'Now and then, by e-mail or SMS. Your choice could not be saved.',
    );
    await expect(toggle).toHaveAttribute('aria-invalid', 'true');
  },
};
