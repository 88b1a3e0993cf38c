import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { PaymentModal, type PaymentModalProps, type PaymentModalStatus } from './payment-modal.tsx';

const plans = [
  {
    value: 'CONTACT',
    label: 'This contact only',
    amount: 200,
    description: 'One-time contact details of Amina Wanjiru.',
  },
  {
    value: 'BO_ANNUAL',
    label: 'Annual subscription',
    amount: 2000,
    description: 'Business Owner annual subscription.',
  },
];

/**
 * Plays the parent's part for `open`: closing (Escape, Cancel, the close button) closes the dialog, and
 * the Controls' `open` opens it again.
 */
function WithOpenState(props: PaymentModalProps) {
  const [open, setOpen] = useState(props.open);
  const [openArg, setOpenArg] = useState(props.open);
  if (props.open !== openArg) {
    setOpenArg(props.open);
    setOpen(props.open);
  }
  return (
    <PaymentModal
      {...props}
      open={open}
      onOpenChange={(next) => {
        props.onOpenChange(next);
        setOpen(next);
      }}
    />
  );
}

/** Plays the parent's part: sending, then waiting for the PIN, then the answer `outcome` gives. */
function Simulated(props: PaymentModalProps & { outcome?: 'success' | 'failed' | 'pending' }) {
  const [status, setStatus] = useState<PaymentModalStatus>(props.status);
  const [text, setText] = useState<string | null>(props.statusText ?? null);
  return (
    <WithOpenState
      {...props}
      status={status}
      statusText={text}
      onPay={async (phone, plan) => {
        await props.onPay(phone, plan);
        setStatus('sending');
        await new Promise((resolve) => setTimeout(resolve, 50));
        setStatus('waiting');
        if (props.outcome === 'pending') return;
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (props.outcome === 'failed') {
          setText('Request cancelled by user');
          setStatus('failed');
        } else {
          setText('M-Pesa receipt SE63AD70E2');
          setStatus('success');
        }
      }}
    />
  );
}

const meta = {
  title: 'Marketplace/Overlays/PaymentModal',
  id: 'domain-paymentmodal',
  component: PaymentModal,
  tags: ['autodocs'],
  // An open dialog covers the whole window: on the docs page each story gets its own frame to cover.
  parameters: { docs: { story: { inline: false, height: '680px' } } },
  render: (args) => <WithOpenState {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    amount: 2000,
    description: 'Beauty Professional annual subscription.',
    onPay: fn(async () => {}),
    status: 'idle',
  },
  argTypes: {
    statusText: { control: 'text' },
    amount: { control: { type: 'number', min: 1, step: 50 } },
    status: { control: 'inline-radio', options: ['idle', 'sending', 'waiting', 'success', 'failed'] },
  },
} satisfies Meta<typeof PaymentModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Pay with M-Pesa' });

export const Playground: Story = {};

/** Escape closes the dialog. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument(),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ValidatesKenyanPhone: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByText('KES 2,000')).toBeVisible();
    const pay = dialog.getByRole('button', { name: 'Pay KES 2,000' });
    await userEvent.click(pay);
    await expect(dialog.getByText('Enter your M-Pesa number, e.g. 254712345678')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/M-Pesa phone number/), '0612');
    await userEvent.click(pay);
    await expect(dialog.getByText(/Enter a Kenyan mobile number/)).toBeVisible();
    await expect(args.onPay).not.toHaveBeenCalled();
    await userEvent.clear(dialog.getByLabelText(/M-Pesa phone number/));
    await userEvent.type(dialog.getByLabelText(/M-Pesa phone number/), '0712 345 678');
    await userEvent.click(pay);
    await expect(args.onPay).toHaveBeenCalledWith('254712345678', undefined);
  },
};

export const PaysThenConfirmed: Story = {
  render: (args) => <Simulated {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.type(dialog.getByLabelText(/M-Pesa phone number/), '254708374149');
    await userEvent.click(dialog.getByRole('button', { name: 'Pay KES 2,000' }));
    await expect(args.onPay).toHaveBeenCalledWith('254708374149', undefined);
    await expect(
      await dialog.findByText('Payment initiated successfully, check your mobile device!'),
    ).toBeVisible();
    await expect(dialog.getByText('Check your phone and enter your M-Pesa PIN')).toBeVisible();
    await expect(await dialog.findByText('Payment confirmed')).toBeVisible();
    await expect(dialog.getByText('M-Pesa receipt SE63AD70E2')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const FailedThenRetry: Story = {
  render: (args) => <Simulated {...args} outcome="failed" />,
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.type(dialog.getByLabelText(/M-Pesa phone number/), '254700001032');
    await userEvent.click(dialog.getByRole('button', { name: 'Pay KES 2,000' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('Payment failed');
    await expect(alert).toHaveTextContent('Request cancelled by user');
    await userEvent.click(dialog.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(args.onPay).toHaveBeenCalledTimes(2));
  },
};

export const ChoosePlan: Story = {
  args: { plans },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByText('One-time contact details of Amina Wanjiru.')).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: /Annual subscription/ }));
    await expect(dialog.getByText('Business Owner annual subscription.')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/M-Pesa phone number/), '254708374149');
    await userEvent.click(dialog.getByRole('button', { name: 'Pay KES 2,000' }));
    await expect(args.onPay).toHaveBeenCalledWith('254708374149', 'BO_ANNUAL');
  },
};

export const Sending: Story = {
  args: { status: 'sending', defaultPhone: '254708374149' },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('button', { name: 'Sending...' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByLabelText(/M-Pesa phone number/)).toBeDisabled();
  },
};

export const Waiting: Story = { args: { status: 'waiting' } };
export const Success: Story = { args: { status: 'success', statusText: 'M-Pesa receipt SE63AD70E2' } };
export const Failed: Story = {
  args: {
    status: 'failed',
    statusText: 'The balance is insufficient for the transaction.',
    defaultPhone: '254700000001',
  },
};

export const Swahili: Story = {
  args: {
    description: 'Usajili wa mwaka mmoja kwa wataalamu wa urembo.',
    labels: {
      title: 'Lipa kwa M-Pesa',
      phone: 'Nambari ya simu ya M-Pesa',
      pay: (amount) => `Lipa ${amount} sasa`,
      cancel: 'Ghairi',
    },
  },
};

export const Mobile: Story = { args: { plans }, globals: { viewport: { value: 'mobile360' } } };

/** Inside a Kiswahili LocaleProvider; the amount stays 'KES 2,000'. */
export const Kiswahili: Story = {
  args: { description: 'Usajili wa mwaka wa mtaalamu wa urembo.' },
  globals: { locale: 'sw' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Lipa kwa M-Pesa',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lipa KES 2,000' }));
    await expect(await within(dialog).findByText(/Weka nambari yako ya M-Pesa/)).toBeVisible();
  },
};
