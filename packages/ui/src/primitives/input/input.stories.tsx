import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { Input } from './input.tsx';

const meta = {
  title: 'Primitives/Forms/Input',
  id: 'forms-input',
  component: Input,
  tags: ['autodocs'],
  argTypes: {
    type: {
      control: 'select',
      options: ['text', 'tel', 'email', 'password', 'number', 'search', 'date', 'time'],
    },
    disabled: { control: 'boolean' },
    'aria-invalid': { control: 'boolean' },
  },
  args: { 'aria-label': 'Phone', placeholder: '254712345678', type: 'tel' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('254712345678');
    await expect(input).toHaveValue('254712345678');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '254712345678' } };

export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: '0712' } };

export const LongText: Story = {
  args: {
    defaultValue: 'Huduma za urembo na ustawi kwa wateja wa nyumbani na ofisini',
    'aria-label': 'Business name',
    type: 'text',
  },
  globals: { viewport: { value: 'mobile360' } },
};
