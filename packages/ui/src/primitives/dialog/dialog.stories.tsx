import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../button/index.ts';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';

type DialogStoryArgs = ComponentProps<typeof Dialog> & { title: string; description: string };

const meta = {
  title: 'Primitives/Overlays/Dialog',
  id: 'overlays-dialog',
  component: Dialog,
  tags: ['autodocs'],
  // An open dialog covers the whole window: on the docs page each story gets its own frame to cover.
  parameters: { docs: { story: { inline: false, height: '420px' } } },
  args: { title: 'Notifications', description: 'You have 2 unread notifications.' },
  render: ({ title, description, ...args }) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Open notifications</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Clear</Button>
          </DialogClose>
          <Button>Mark all read</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<DialogStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const EscapeClosesAndRestoresFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open notifications' });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Notifications' });
    await expect(dialog).toHaveAccessibleDescription('You have 2 unread notifications.');
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open notifications' });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile360' } },
};

export const SwahiliText: Story = {
  args: {
    defaultOpen: true,
    title: 'Huduma za urembo na ustawi kwa wateja wa nyumbani na ofisini',
    description: 'Huduma za urembo na ustawi kwa wateja wa nyumbani na ofisini',
  },
};
