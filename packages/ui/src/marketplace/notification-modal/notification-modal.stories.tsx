import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { NotificationModal, type NotificationItem } from './notification-modal.tsx';

const sample: NotificationItem[] = [
  {
    id: 1,
    title: 'New booking request',
    message: 'Achieng Otieno requested Manicure on 2026-03-14 at 10:30.',
    is_read: false,
    link: '/professional-requests',
  },
  { id: 2, title: 'Booking approved', message: 'Your Braiding appointment is confirmed.', is_read: false },
  { id: 3, title: 'Payment confirmed', message: 'Your annual subscription is active.', is_read: true },
];

const meta = {
  title: 'Marketplace/Overlays/NotificationModal',
  id: 'overlays-notificationmodal',
  component: NotificationModal,
  tags: ['autodocs'],
  argTypes: {
    error: { control: 'text' },
    unreadCount: { control: { type: 'number', min: 0, step: 1 } },
  },
  // An open dialog covers the whole window: on the docs page each story gets its own frame to cover.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  args: {
    notifications: sample,
    onMarkRead: fn(),
    onMarkAllRead: fn(),
    onClear: fn(),
    onSelect: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof NotificationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {};

export const BellShowsUnreadCount: Story = {
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' });
    await expect(bell).toHaveTextContent('2');
  },
};

/** The app keeps the list; this mirrors it so the story shows the read state and the clear. */
function Stateful(args: Story['args']) {
  const [items, setItems] = useState(sample);
  return (
    <NotificationModal
      {...args}
      notifications={items}
      onMarkRead={(id) => {
        args?.onMarkRead?.(id);
        setItems((list) => list.map((n) => (n.id === id ? { ...n, is_read: true } : n)));
      }}
      onMarkAllRead={() => {
        args?.onMarkAllRead?.();
        setItems((list) => list.map((n) => ({ ...n, is_read: true })));
      }}
      onClear={() => {
        args?.onClear?.();
        setItems([]);
      }}
    />
  );
}

export const ClickMarksOneRead: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Notifications' });
    await expect(dialog).toHaveAccessibleDescription('You have 2 unread notifications.');
    await userEvent.click(within(dialog).getByRole('button', { name: /New booking request/ }));
    await expect(args.onMarkRead).toHaveBeenCalledWith(1);
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    await expect(dialog).toHaveAccessibleDescription('You have 1 unread notification.');
    // A read notification is not marked again.
    await userEvent.click(within(dialog).getByRole('button', { name: /Payment confirmed/ }));
    await expect(args.onMarkRead).toHaveBeenCalledTimes(1);
  },
};

export const MarkAllRead: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Notifications/ }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
    await expect(within(dialog).queryByText(/Unread:/)).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

export const ClearEmptiesAndCloses: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const bell = within(canvasElement).getByRole('button', { name: /Notifications/ });
    await userEvent.click(bell);
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(bell).toHaveFocus();
  },
};

export const CloseButtonClosesAndRestoresFocus: Story = {
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: /Notifications/ });
    await userEvent.click(bell);
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(bell).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { defaultOpen: true, loading: true, notifications: [] },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByText('Loading...')).toBeInTheDocument();
    await expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { defaultOpen: true, notifications: [] },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveTextContent('You have no notifications.');
    await expect(within(dialog).getByRole('button', { name: 'Clear' })).toBeDisabled();
  },
};

export const LoadError: Story = {
  args: { defaultOpen: true, notifications: [], error: 'Could not load your notifications.' },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent(
      'Could not load your notifications.',
    );
  },
};

export const ManyUnread: Story = {
  args: { unreadCount: 120 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Notifications, 99+ unread' }),
    ).toHaveTextContent('99+');
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    notifications: [
      {
        id: 9,
        title:
          'A very long notification title that goes on and on to check that it wraps nicely in the modal',
        message:
          'Wanjiku Kamau-Njoroge requested Bridal make-up, Eyebrow threading and Lash extensions on 2026-12-24 at 06:45 at Kilifi North, Kilifi.',
        is_read: false,
      },
    ],
  },
};

export const SwahiliText: Story = {
  args: {
    defaultOpen: true,
    labels: {
      title: 'Arifa',
      markAllRead: 'Weka zote kuwa zimesomwa',
      clear: 'Futa zote',
      close: 'Funga',
      unread: 'Haijasomwa',
      summary: (count) => `Una arifa ${count} ambazo hazijasomwa.`,
    },
  },
};

export const Mobile360: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile360' } },
};

/** Inside a Kiswahili LocaleProvider: the bell, the dialog and its buttons. */
export const Kiswahili: Story = {
  globals: { locale: 'sw' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Arifa, 2 hazijasomwa' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Arifa' });
    await expect(dialog).toHaveAccessibleDescription('Una arifa 2 ambazo hazijasomwa.');
    await expect(within(dialog).getByRole('button', { name: 'Zote zimesomwa' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Funga' })).toBeVisible();
  },
};
