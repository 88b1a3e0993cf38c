import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../../primitives/index.ts';
import { ReviewModal, type ReviewModalProps } from './review-modal.tsx';

/** State a parent keeps, started from the story's arg and following it when the Controls change it. */
function useArgState<T>(arg: T) {
  const [state, setState] = useState(arg);
  const [seen, setSeen] = useState(arg);
  if (arg !== seen) {
    setSeen(arg);
    setState(arg);
  }
  return [state, setState] as const;
}

/**
 * Plays the parent's part: a trigger, the form's values, a fresh review at each opening and, once
 * submitted, the dialog closed as when the review was saved.
 */
function AsParent(props: ReviewModalProps) {
  const [open, setOpen] = useArgState(props.open);
  const [rating, setRating] = useArgState(props.rating);
  const [text, setText] = useArgState(props.text);
  const changeOpen = (next: boolean) => {
    props.onOpenChange(next);
    setOpen(next);
  };
  return (
    <>
      <Button
        onClick={() => {
          setRating(0);
          setText('');
          setOpen(true);
        }}
      >
        Leave a Review
      </Button>
      <ReviewModal
        {...props}
        open={open}
        onOpenChange={changeOpen}
        rating={rating}
        onRatingChange={(next) => {
          props.onRatingChange(next);
          setRating(next);
        }}
        text={text}
        onTextChange={(next) => {
          props.onTextChange(next);
          setText(next);
        }}
        onSubmit={(event) => {
          props.onSubmit(event);
          changeOpen(false);
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
    rating: 0,
    onRatingChange: fn(),
    text: '',
    onTextChange: fn(),
    onSubmit: fn(),
    description: 'How was working with Amina Wanjiru?',
  },
  argTypes: {
    rating: { control: { type: 'number', min: 0, max: 5, step: 1 } },
    error: { control: 'text' },
  },
  render: (args) => <AsParent {...args} />,
} satisfies Meta<typeof ReviewModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Leave a Review' });

export const Playground: Story = {};

export const SubmitNeedsARating: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Leave a Review' });
    await userEvent.click(trigger);
    const dialog = within(await dialogOf(canvasElement));
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: '4 stars' }));
    await expect(args.onRatingChange).toHaveBeenLastCalledWith(4);
    await expect(submit).toBeEnabled();
    await userEvent.type(dialog.getByLabelText('Your review (optional)'), 'Reliable and punctual.');
    await expect(args.onTextChange).toHaveBeenLastCalledWith('Reliable and punctual.');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Rated: Story = {
  args: { open: true, rating: 4, text: 'Reliable and punctual.' },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(dialog.getByLabelText('Your review (optional)')).toHaveValue('Reliable and punctual.');
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** The parent's words for the server's refusal; the dialog stays open. */
export const Refused: Story = {
  args: { open: true, rating: 5, error: 'You have already reviewed this professional.' },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('alert')).toHaveTextContent('You have already reviewed this professional.');
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** While the review is saved: nothing changes it and the dialog does not close. */
export const Busy: Story = {
  args: { open: true, rating: 3, busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('button', { name: 'Submitting...' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByLabelText('Your review (optional)')).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(await dialogOf(canvasElement)).toBeVisible();
  },
};

export const CancelCloses: Story = {
  args: { open: true, rating: 2 },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Longer Kiswahili texts in the labels. */
export const Swahili: Story = {
  args: {
    open: true,
    rating: 5,
    text: 'Alifika kwa wakati, alisikiliza nilichotaka na nywele zangu zilipendeza sana.',
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

export const Mobile: Story = {
  args: { open: true, error: 'You have already reviewed this professional.' },
  globals: { viewport: { value: 'mobile360' } },
};

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
