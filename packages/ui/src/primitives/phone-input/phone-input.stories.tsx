import { PHONE_FORMAT_ERROR } from '@urembo/kenya';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { PhoneInput } from './phone-input.tsx';

const meta = {
  title: 'Primitives/Forms/PhoneInput',
  id: 'forms-phoneinput',
  component: PhoneInput,
  tags: ['autodocs'],
  argTypes: {
    error: { control: 'text' },
    onValidate: { control: false },
  },
  args: { onValueChange: fn(), onValidate: fn() },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const HintAndType: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAccessibleDescription(/254712345678/);
  },
};

export const InvalidOnBlur: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '12345');
    await expect(canvas.queryByText(PHONE_FORMAT_ERROR)).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByText(PHONE_FORMAT_ERROR)).toBeInTheDocument();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onValidate).toHaveBeenCalledWith({ ok: false, error: PHONE_FORMAT_ERROR });
    // Fixing the number clears the message while typing.
    await userEvent.clear(input);
    await userEvent.type(input, '0712 345 678');
    await expect(canvas.queryByText(PHONE_FORMAT_ERROR)).not.toBeInTheDocument();
  },
};

export const ValidNormalised: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '+254 712 345 678');
    await userEvent.tab();
    await expect(args.onValidate).toHaveBeenCalledWith({ ok: true, phone: '254712345678' });
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const ServerError: Story = {
  args: { error: 'A user with that phone number already exists.', defaultValue: '0712345678' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(
      /A user with that phone number already exists/,
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '254712345678' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const SwahiliText: Story = {
  args: {
    labels: { label: 'Nambari ya simu ya mkononi', hint: 'Mfano wa muundo unaokubalika: 254712345678' },
  },
};

export const Mobile360: Story = { globals: { viewport: { value: 'mobile360' } } };
