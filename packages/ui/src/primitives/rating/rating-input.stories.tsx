import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '../button/index.ts';
import { RatingInput } from './rating-input.tsx';

const meta = {
  title: 'Primitives/Forms/RatingInput',
  id: 'forms-ratinginput',
  component: RatingInput,
  tags: ['autodocs'],
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 5, step: 1 } },
    defaultValue: { control: { type: 'range', min: 0, max: 5, step: 1 } },
    max: { control: { type: 'number', min: 1, max: 10, step: 1 } },
  },
  args: { 'aria-label': 'Your rating', onValueChange: fn() },
} satisfies Meta<typeof RatingInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ArrowKeysChangeValue: Story = {
  args: { defaultValue: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '1 star' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
  },
};

/** The review modal: Submit stays disabled until a star rating from 1 to 5 is chosen. */
export const EnablesSubmit: Story = {
  render: function Render(args) {
    const [stars, setStars] = useState(0);
    return (
      <div className="flex flex-col items-start gap-3">
        <RatingInput {...args} value={stars} onValueChange={setStars} />
        <Button disabled={stars === 0}>Submit</Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '5 stars' }));
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await expect(submit).toBeEnabled();
  },
};

export const Chosen: Story = { tags: ['visual'], args: { defaultValue: 4 } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 2 } };
