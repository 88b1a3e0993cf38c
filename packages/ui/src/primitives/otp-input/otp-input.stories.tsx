import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { OtpInput } from './otp-input.tsx';

const meta = {
  title: 'Primitives/Forms/OtpInput',
  id: 'forms-otpinput',
  component: OtpInput,
  tags: ['autodocs'],
  argTypes: {
    error: { control: 'text' },
    length: { control: { type: 'number', min: 4, max: 8, step: 1 } },
  },
  args: { onValueChange: fn(), onComplete: fn() },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('textbox');

export const Playground: Story = {};

export const TypingAdvances: Story = {
  play: async ({ canvasElement, args }) => {
    const [first, second, third, fourth] = boxes(canvasElement);
    await expect(within(canvasElement).getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    await expect(first).toHaveAccessibleName('Digit 1 of 4');
    await userEvent.click(first!);
    await userEvent.keyboard('4a8');
    // The letter is refused; the digits land in the first two boxes.
    await expect(first).toHaveValue('4');
    await expect(second).toHaveValue('8');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('21');
    await expect(fourth).toHaveValue('1');
    await expect(args.onComplete).toHaveBeenCalledWith('4821');
  },
};

export const BackspaceMovesBack: Story = {
  args: { defaultValue: '48' },
  play: async ({ canvasElement, args }) => {
    const [first, second, third] = boxes(canvasElement);
    await userEvent.click(third!);
    await userEvent.keyboard('{Backspace}');
    await expect(second).toHaveFocus();
    await expect(second).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('4');
    await userEvent.keyboard('{Backspace}');
    await expect(first).toHaveFocus();
    await expect(first).toHaveValue('');
  },
};

export const PasteFillsAll: Story = {
  play: async ({ canvasElement, args }) => {
    const all = boxes(canvasElement);
    await userEvent.click(all[2]!);
    await userEvent.paste('9 3 1 7');
    await expect(all.map((box) => (box as HTMLInputElement).value)).toEqual(['9', '3', '1', '7']);
    await expect(args.onComplete).toHaveBeenCalledWith('9317');
  },
};

export const WithError: Story = {
  args: { error: 'Invalid or expired code.', defaultValue: '1234' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveAccessibleDescription(
      'Invalid or expired code.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const box of boxes(canvasElement)) await expect(box).toBeDisabled();
  },
};

export const SwahiliText: Story = {
  args: {
    labels: {
      group: 'Nambari ya uthibitisho',
      digit: (position, length) => `Tarakimu ${position} kati ya ${length}`,
    },
  },
};

export const Mobile360: Story = { globals: { viewport: { value: 'mobile360' } } };
