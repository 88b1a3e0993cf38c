import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../../primitives/index.ts';
import { ReviewModal, type ReviewModalProps } from './review-modal.tsx';

function WithTrigger(props: ReviewModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Leave a Review</Button>
      <ReviewModal
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Marketplace/Overlays/ReviewModal',
  id: 'domain-reviewmodal',
  component: ReviewModal,
  tags: ['autodocs'],
  // An open dialog covers the whole window: on the docs page each story gets its own frame to cover.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  args: {
    open: false,
    onOpenChange: fn(),
    onSubmit: fn(async () => {}),
    description: 'How was working with Amina Wanjiru?',
  },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof ReviewModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SubmitNeedsARating: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Leave a Review' });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Leave a Review' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await expect(submit).toBeEnabled();
    await userEvent.type(within(dialog).getByLabelText('Your review (optional)'), ' Reliable and punctual. ');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith(4, 'Reliable and punctual.');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ErrorFromServer: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error('You have already reviewed this professional.');
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Leave a Review' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already reviewed this professional.',
    );
    await expect(dialog).toBeVisible();
  },
};

export const Busy: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Leave a Review' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: '3 stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(within(dialog).getByRole('button', { name: 'Submitting...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const ReopensEmpty: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Leave a Review' });
    await userEvent.click(trigger);
    let dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: '2 stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

export const Swahili: Story = {
  args: {
    open: true,
    description: 'Ulifurahia kufanya kazi na Amina Wanjiru?',
    labels: {
      title: 'Acha maoni yako kuhusu huduma',
      rating: 'Ukadiriaji wako',
      text: 'Maoni yako (si lazima)',
      submit: 'Tuma',
      cancel: 'Ghairi',
    },
  },
};

export const Mobile: Story = { args: { open: true }, globals: { viewport: { value: 'mobile360' } } };

/** Inside a Kiswahili LocaleProvider: the dialog, the stars and the buttons. */
export const Kiswahili: Story = {
  args: { open: true, description: 'Ulifurahia huduma ya Amina Wanjiru?' },
  globals: { locale: 'sw' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Andika maoni',
    });
    await expect(within(dialog).getByRole('button', { name: 'Tuma' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Nyota 4' }));
    await expect(within(dialog).getByRole('button', { name: 'Tuma' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Ghairi' })).toBeVisible();
  },
};
