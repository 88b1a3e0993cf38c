import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { Field } from '../field/index.ts';
import { Textarea } from './textarea.tsx';

const meta = {
  title: 'Primitives/Forms/Textarea',
  id: 'forms-textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { maxLength: 500 },
  render: (args) => (
    <Field label="Bio" className="max-w-md">
      <Textarea {...args} />
    </Field>
  ),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LiveCounter: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bio = canvas.getByRole('textbox', { name: 'Bio' });
    await expect(canvas.getByText('0/500')).toBeVisible();
    await userEvent.type(bio, 'Nail artist');
    await expect(canvas.getByText('11/500')).toBeVisible();
    await expect(bio).toHaveAccessibleDescription('489 characters left');
    await expect(canvas.getByText('489 characters left')).toHaveAttribute('aria-live', 'polite');
  },
};

export const AtLimit: Story = {
  args: { maxLength: 20, defaultValue: 'Huduma za urembo na ' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bio = canvas.getByRole('textbox', { name: 'Bio' });
    await userEvent.type(bio, 'ustawi');
    await expect(bio).toHaveValue('Huduma za urembo na ');
    await expect(canvas.getByText('20/20')).toBeVisible();
    await expect(canvas.getByText('0 characters left')).toBeInTheDocument();
  },
};

export const WithoutCounter: Story = { args: { maxLength: undefined } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Bridal make-up and gele tying.' } };

export const SwahiliText: Story = {
  args: { defaultValue: 'Huduma za urembo na ustawi kwa wateja wa nyumbani na ofisini' },
  globals: { viewport: { value: 'mobile360' } },
};
