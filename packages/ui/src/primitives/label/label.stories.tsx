import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { Input } from '../input/index.ts';
import { Label } from './label.tsx';

const meta = {
  title: 'Primitives/Forms/Label',
  id: 'forms-label',
  component: Label,
  tags: ['autodocs'],
  args: { children: 'Business name', htmlFor: 'business-name' },
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-1.5">
      <Label {...args} />
      <Input id="business-name" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ClickFocusesControl: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Business name'));
    await expect(canvas.getByRole('textbox', { name: 'Business name' })).toHaveFocus();
  },
};
