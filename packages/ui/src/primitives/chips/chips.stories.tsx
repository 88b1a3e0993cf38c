import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Chips } from './chips.tsx';

const services = [
  'Manicure',
  'Pedicure',
  'Gel nails',
  'Acrylic nails',
  'Braiding',
  'Locs retwist',
  'Weaving',
  'Wig install',
  'Barbering',
  'Beard grooming',
  'Make-up',
  'Bridal make-up',
  'Eyebrow threading',
  'Lash extensions',
  'Waxing',
  'Massage',
  'Facial',
].map((label) => ({ value: label.toLowerCase().replace(/\W+/g, '-'), label }));

const meta = {
  title: 'Primitives/Forms/Chips',
  id: 'forms-chips',
  component: Chips,
  tags: ['autodocs'],
  args: { options: services, 'aria-label': 'Services', onValueChange: fn(), onLimit: fn() },
} satisfies Meta<typeof Chips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ToggleWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const manicure = within(canvasElement).getByRole('button', { name: 'Manicure' });
    await userEvent.tab();
    await expect(manicure).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(manicure).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['manicure']);
    await userEvent.keyboard(' ');
    await expect(manicure).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
  },
};

export const FifteenAtMost: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chips = canvas.getAllByRole('button');
    for (const chip of chips.slice(0, 15)) await userEvent.click(chip);
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(15);
    await expect(canvas.getByRole('alert')).toHaveTextContent('');

    await userEvent.click(canvas.getByRole('button', { name: 'Massage' }));
    await expect(canvas.getByRole('button', { name: 'Massage' })).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onLimit).toHaveBeenCalledWith(15);
    await expect(canvas.getByRole('alert')).toHaveTextContent('You can select a maximum of 15 services.');

    // Freeing a slot clears the message and allows a new pick.
    await userEvent.click(canvas.getByRole('button', { name: 'Manicure' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: 'Massage' }));
    await expect(canvas.getByRole('button', { name: 'Massage' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const SomeSelected: Story = {
  tags: ['visual'],
  args: { options: services.slice(0, 6), defaultValue: ['manicure', 'braiding'] },
};

export const LowLimit: Story = {
  args: { max: 2, defaultValue: ['manicure', 'pedicure'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Facial' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('You can select a maximum of 2 services.');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };
