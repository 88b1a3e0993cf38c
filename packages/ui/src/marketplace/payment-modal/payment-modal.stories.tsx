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
 * Plays the parent's part for `open` and the form: closing (Escape, Cancel, the close button) closes the
 * dialog, the Controls' `open` opens it again, and the number and plan are kept as typed and picked.
 */
function AsParent(props: PaymentModalProps) {
  const [open, setOpen] = useArgState(props.open);
  const [phone, setPhone] = useArgState(props.phone);
  const [plan, setPlan] = useArgState(props.plan);
  return (
    <PaymentModal
      {...props}
      open={open}
      onOpenChange={(next) => {
        props.onOpenChange(next);
        setOpen(next);
      }}
      phone={phone}
      onPhoneChange={(next) => {
        props.onPhoneChange(next);
        setPhone(next);
      }}
      plan={plan}
      onPlanChange={(next) => {
        props.onPlanChange?.(next);
        setPlan(next);
      }}
    />
  );
}

/** Plays the parent's part once Pay is pressed: sending, then waiting for the PIN, then `outcome`'s answer. */
function Simulated(props: PaymentModalProps & { outcome?: 'success' | 'failed' }) {
  const [status, setStatus] = useState<PaymentModalStatus>(props.status);
  const [text, setText] = useState<string | null>(props.statusText ?? null);
  return (
    <AsParent
      {...props}
      status={status}
      statusText={text}
      onSubmit={(event) => {
        props.onSubmit(event);
        setStatus('sending');
        void (async () => {
          await new Promise((resolve) => setTimeout(resolve, 50));
          setStatus('waiting');
          // Long enough for a play function on a loaded machine to read the waiting state before M-Pesa answers.
          await new Promise((resolve) => setTimeout(resolve, 1500));
          if (props.outcome === 'failed') {
            setText('Request cancelled by user');
            setStatus('failed');
          } else {
            setText('M-Pesa receipt SE63AD70E2');
            setStatus('success');
          }
        })();
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
  render: (args) => <AsParent {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    amount: 2000,
    description: 'Beauty Professional annual subscription.',
    phone: '',
    onPhoneChange: fn(),
    onPlanChange: fn(),
    onSubmit: fn(),
    status: 'idle',
  },
  argTypes: {
    statusText: { control: 'text' },
    phoneError: { control: 'text' },
    plan: { control: 'inline-radio', options: ['CONTACT', 'BO_ANNUAL'] },
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

/** The parent's check of the number (or the server's) under the field; Pay still goes to the parent. */
export const PhoneError: Story = {
  args: { phone: '0612', phoneError: 'Enter a Kenyan mobile number such as 0712 345 678 or 254712345678.' },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    const input = dialog.getByLabelText(/M-Pesa phone number/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Enter a Kenyan mobile number/);
    await userEvent.clear(input);
    await userEvent.type(input, '0712 345 678');
    await expect(args.onPhoneChange).toHaveBeenLastCalledWith('0712 345 678');
    await userEvent.click(dialog.getByRole('button', { name: 'Pay KES 2,000' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const PaysThenConfirmed: Story = {
  render: (args) => <Simulated {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByText('KES 2,000')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/M-Pesa phone number/), '254708374149');
    await userEvent.click(dialog.getByRole('button', { name: 'Pay KES 2,000' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(
      await dialog.findByText('Payment initiated successfully, check your mobile device!'),
    ).toBeVisible();
    await expect(dialog.getByText('Check your phone and enter your M-Pesa PIN')).toBeVisible();
    await expect(await dialog.findByText('Payment confirmed', {}, { timeout: 5000 })).toBeVisible();
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
    const alert = await dialog.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Payment failed');
    await expect(alert).toHaveTextContent('Request cancelled by user');
    // The number stays as typed for the retry.
    await expect(dialog.getByLabelText(/M-Pesa phone number/)).toHaveValue('254700001032');
    await userEvent.click(dialog.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
  },
};

export const ChoosePlan: Story = {
  args: { plans },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    // No plan picked yet: the first one is shown.
    await expect(dialog.getByText('One-time contact details of Amina Wanjiru.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Pay KES 200' })).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: /Annual subscription/ }));
    await expect(args.onPlanChange).toHaveBeenLastCalledWith('BO_ANNUAL');
    await expect(dialog.getByText('Business Owner annual subscription.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Pay KES 2,000' })).toBeVisible();
  },
};

export const Sending: Story = {
  args: { status: 'sending', phone: '254708374149' },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    const pay = dialog.getByRole('button', { name: 'Sending...' });
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByLabelText(/M-Pesa phone number/)).toBeDisabled();
    await userEvent.click(pay);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Waiting: Story = { args: { status: 'waiting' } };
export const Success: Story = { args: { status: 'success', statusText: 'M-Pesa receipt SE63AD70E2' } };
export const Failed: Story = {
  args: {
    status: 'failed',
    statusText: 'The balance is insufficient for the transaction.',
    phone: '254700000001',
  },
};

/** Longer Kiswahili texts in the labels. */
export const Swahili: Story = {
  args: {
    description: 'Usajili wa mwaka mmoja kwa wataalamu wa urembo.',
    phone: '0712 345 678',
    phoneError: 'Weka nambari ya simu ya Kenya, kama 0712 345 678 au 254712345678.',
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
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Lipa kwa M-Pesa',
    });
    await expect(within(dialog).getByLabelText(/Nambari ya simu ya M-Pesa/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lipa KES 2,000' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};
