import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../../primitives/index.ts';
import { EndEmploymentDialog, type EndEmploymentDialogProps } from './end-employment-dialog.tsx';

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

/** Plays the parent's part: a trigger, the note, a fresh note at each opening, closed once ended. */
function AsParent(props: EndEmploymentDialogProps) {
  const [open, setOpen] = useArgState(props.open);
  const [note, setNote] = useArgState(props.note);
  const changeOpen = (next: boolean) => {
    props.onOpenChange(next);
    setOpen(next);
  };
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setNote('');
          setOpen(true);
        }}
      >
        End employment
      </Button>
      <EndEmploymentDialog
        {...props}
        open={open}
        onOpenChange={changeOpen}
        note={note}
        onNoteChange={(next) => {
          props.onNoteChange(next);
          setNote(next);
        }}
        onConfirm={(event) => {
          props.onConfirm(event);
          changeOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Marketplace/Overlays/EndEmploymentDialog',
  id: 'domain-endemploymentdialog',
  component: EndEmploymentDialog,
  tags: ['autodocs'],
  // An open dialog covers the whole window: on the docs page each story gets its own frame to cover.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  args: {
    open: false,
    onOpenChange: fn(),
    note: '',
    onNoteChange: fn(),
    onConfirm: fn(),
    description:
      'Amina Wanjiru will be told. Her bookings here that have not started go back to "Anyone available" and their clients are told.',
  },
  argTypes: { error: { control: 'text' }, noteError: { control: 'text' } },
  render: (args) => <AsParent {...args} />,
} satisfies Meta<typeof EndEmploymentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement, name = 'End employment') =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

export const Playground: Story = {};

export const EndsWithANote: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'End employment' });
    await userEvent.click(trigger);
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByText(/go back to "Anyone available"/)).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Note (optional)'), 'Thank you for two good years.');
    await expect(args.onNoteChange).toHaveBeenLastCalledWith('Thank you for two good years.');
    await userEvent.click(dialog.getByRole('button', { name: 'End employment' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Keeping it ends nothing. */
export const KeepCloses: Story = {
  args: { open: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Keep working together' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The other side ended it meanwhile: the parent's words, the dialog stays open. */
export const Refused: Story = {
  args: { open: true, error: 'This employment has already ended.' },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('alert')).toHaveTextContent('This employment has already ended.');
  },
};

export const NoteTooLong: Story = {
  args: {
    open: true,
    note: 'Asante. '.repeat(20),
    noteError: 'Ensure this field has no more than 500 characters.',
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByLabelText('Note (optional)')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Busy: Story = {
  args: { open: true, note: 'Thank you.', busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('button', { name: 'Ending...' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Keep working together' })).toBeDisabled();
    await expect(dialog.getByLabelText('Note (optional)')).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Inside a Kiswahili LocaleProvider, with Kiswahili-length words, on a 360 px phone. */
export const Kiswahili: Story = {
  args: {
    open: true,
    note: 'Asante kwa miaka miwili mizuri. Tunafunga zamu ya Jumamosi kuanzia mwezi ujao.',
    description:
      'Amina Wanjiru ataarifiwa. Miadi yake hapa ambayo haijaanza inarudi kwa "Yeyote aliye huru" na wateja wake wanaarifiwa.',
  },
  globals: { locale: 'sw', viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement, 'Maliza ajira'));
    await expect(dialog.getByRole('button', { name: 'Maliza ajira' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Endeleeni kufanya kazi pamoja' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { open: true, note: 'I am moving to Mombasa.' },
  globals: { viewport: { value: 'mobile360' } },
};
