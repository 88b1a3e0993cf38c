import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { Button } from '../button/index.ts';
import { Checkbox } from '../checkbox/index.ts';
import { Input } from '../input/index.ts';
import { Field } from './field.tsx';

const meta = {
  title: 'Primitives/Forms/Field',
  id: 'forms-field',
  component: Field,
  tags: ['autodocs'],
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    children: { control: false },
  },
  args: { label: 'Email', hint: 'We send booking confirmations here.', children: <Input type="email" /> },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithError: Story = {
  tags: ['visual'],
  args: { error: 'Please enter your email', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Email/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(
      'We send booking confirmations here. Please enter your email',
    );
  },
};

/** The error appears after a failed submit and disappears once the field is filled (spec section 5 wording). */
export const ValidatesOnSubmit: Story = {
  render: function Render() {
    const [email, setEmail] = useState('');
    const [error, setError] = useState<string>();
    return (
      <form
        noValidate
        className="flex max-w-sm flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setError(email ? undefined : 'Please enter your email');
        }}
      >
        <Field label="Email" error={error}>
          <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </Field>
        <Button type="submit">Continue</Button>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter your email');
    await userEvent.type(input, 'wanjiru@example.co.ke');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const InlineCheckbox: Story = {
  args: {
    label: 'I agree to the terms and privacy policy',
    layout: 'inline',
    hint: undefined,
    children: <Checkbox />,
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'I agree to the terms and privacy policy',
    });
    await userEvent.click(within(canvasElement).getByText('I agree to the terms and privacy policy'));
    await expect(checkbox).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { children: <Input type="email" disabled defaultValue="amina@example.co.ke" /> },
};

export const SwahiliLabel: Story = {
  args: {
    label: 'Huduma za urembo na ustawi kwa wateja wa nyumbani na ofisini',
    hint: 'Huduma za urembo na ustawi kwa wateja wa nyumbani na ofisini',
    children: <Input />,
  },
  globals: { viewport: { value: 'mobile360' } },
};

export const Dark: Story = { args: { ...WithError.args }, globals: { theme: 'dark' } };
