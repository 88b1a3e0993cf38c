import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@urembo/api-client';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { page } from '../../../storybook/fixtures.ts';
import { http, session } from '../../../storybook/handlers.ts';
import { screenMeta } from '../../../storybook/screen.ts';
import { documentBody, findMainShowing } from '../../../storybook/play.ts';
import { SubscriptionPlanPage } from './subscription-plan-page.tsx';

const sent = fn();

const payment: Schemas['Payment'] = {
  id: 7,
  checkout_request_id: 'ws_CO_14032026100000001',
  merchant_request_id: '29115-34620561-1',
  subscription_type: 'PRO_ANNUAL',
  target: null,
  amount: 2000,
  phone_number: '254712345678',
  status: 'pending',
  result_code: null,
  result_desc: null,
  receipt: null,
  created_at: '2026-03-14T10:00:00+03:00',
};

/** Her history: last year's plan, paid, and a contact whose prompt she cancelled. */
const history: Schemas['Payment'][] = [
  {
    ...payment,
    id: 6,
    subscription_type: 'CONTACT',
    target: 12,
    amount: 200,
    status: 'failed',
    result_code: 1032,
    result_desc: 'Request cancelled by user',
    created_at: '2026-01-20T09:00:00+03:00',
  },
  {
    ...payment,
    id: 5,
    status: 'success',
    result_code: 0,
    receipt: 'SB12CD34EF',
    created_at: '2025-11-30T18:30:00+03:00',
  },
];

const meta = {
  title: 'Screens/Professional/Subscription plan',
  component: SubscriptionPlanPage,
  ...screenMeta(
    { path: '/subscription-plan', area: 'Beauty Professional' },
    {
      status: http.get('/api/subscription-status/', ({ response }) =>
        response(200).json({ status: 'inactive', subscription_type: null, expires_at: null }),
      ),
      initiate: http.post('/api/initiate-payment/', async ({ request, response }) => {
        sent(await request.json());
        return response(201).json({ detail: 'Request accepted for processing', payment });
      }),
      history: http.get('/api/payments/', ({ response }) => response(200).json(page(history))),
      payment: http.get('/api/payments/{checkout_request_id}/', ({ response }) =>
        response(200).json({ ...payment, status: 'success', result_code: 0, receipt: 'SE63AD70E2' }),
      ),
    },
  ),
  beforeEach: () => {
    sent.mockClear();
  },
} satisfies Meta<typeof SubscriptionPlanPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openPayment(canvasElement: HTMLElement) {
  const main = await findMainShowing(canvasElement, { name: 'Subscription plan' });
  const subscribe = await main.findByRole('button', { name: 'Subscribe for KES 2,000' });
  // The button waits for the plan the account is on.
  await waitFor(() => expect(subscribe).toBeEnabled());
  await userEvent.click(subscribe);
  return within(await documentBody(canvasElement).findByRole('dialog', { name: 'Pay with M-Pesa' }));
}

/**
 * Pay checks the number first (missing, then not Kenyan), sends it as 2547XXXXXXXX, and the dialog follows
 * the payment to M-Pesa's confirmation.
 */
export const PayChecksTheNumber: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPayment(canvasElement);
    const pay = dialog.getByRole('button', { name: 'Pay KES 2,000' });
    await userEvent.click(pay);
    await expect(await dialog.findByText('Enter your M-Pesa number, e.g. 254712345678')).toBeVisible();
    const phone = dialog.getByLabelText(/M-Pesa phone number/);
    await userEvent.type(phone, '0612');
    await userEvent.click(pay);
    await expect(
      await dialog.findByText('Enter a Kenyan mobile number such as 0712 345 678 or 254712345678.'),
    ).toBeVisible();
    await expect(sent).not.toHaveBeenCalled();
    await userEvent.clear(phone);
    await userEvent.type(phone, '0712 345 678');
    await userEvent.click(pay);
    await expect(await dialog.findByText('Payment confirmed')).toBeVisible();
    await expect(dialog.getByText('M-Pesa receipt SE63AD70E2')).toBeVisible();
    await expect(sent).toHaveBeenCalledWith({
      subscription_type: 'PRO_ANNUAL',
      phone_number: '254712345678',
    });
  },
};

/** The server refuses the number: its words under the field and in the failed payment; Retry stays. */
export const NumberRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        initiate: http.post('/api/initiate-payment/', ({ response }) =>
          response(400).json({ phone_number: ['This number cannot receive M-Pesa prompts.'] }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openPayment(canvasElement);
    const phone = dialog.getByLabelText(/M-Pesa phone number/);
    await userEvent.type(phone, '0712 345 678');
    await userEvent.click(dialog.getByRole('button', { name: 'Pay KES 2,000' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Payment failed');
    await expect(phone).toHaveAccessibleDescription(/This number cannot receive M-Pesa prompts\./);
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** A closed dialog forgets its message; the number typed stays for the next opening. */
export const ClosingForgetsTheMessage: Story = {
  play: async ({ canvasElement }) => {
    let dialog = await openPayment(canvasElement);
    await userEvent.type(dialog.getByLabelText(/M-Pesa phone number/), '0612');
    await userEvent.click(dialog.getByRole('button', { name: 'Pay KES 2,000' }));
    await expect(await dialog.findByText(/Enter a Kenyan mobile number/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(documentBody(canvasElement).queryByRole('dialog')).toBeNull());
    dialog = await openPayment(canvasElement);
    await expect(dialog.getByLabelText(/M-Pesa phone number/)).toHaveValue('0612');
    await expect(dialog.queryByText(/Enter a Kenyan mobile number/)).toBeNull();
  },
};

/** On Premium: its end date, a renewal that adds the next year from it, and every payment she made. */
export const ActiveRenewsAndHistory: Story = {
  parameters: {
    msw: {
      handlers: {
        status: http.get('/api/subscription-status/', ({ response }) =>
          response(200).json({
            status: 'active',
            subscription_type: 'PRO_ANNUAL',
            expires_at: '2026-11-30T15:30:00Z',
          }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { name: 'Subscription plan' });
    await expect(await main.findByText(/until 30 November 2026/)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Renew for KES 2,000' })).toBeVisible();
    await expect(main.getByText(/The new year starts when this one ends/)).toBeVisible();
    const payments = within(main.getByRole('region', { name: 'Your payments' }));
    const rows = await payments.findAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^One contact20 January 2026.*KES 200Not paid$/),
      expect.stringMatching(/^Annual plan30 November 2025M-Pesa receipt SB12CD34EFKES 2,000Paid$/),
    ]);
  },
};

/** A business owner buys the business plan (BO_ANNUAL), which opens professionals' contacts and hiring. */
export const BusinessOwner: Story = {
  parameters: {
    page: { path: '/subscription-plan', shell: { area: ['Business Owner'] } },
    msw: { handlers: session('Business Owner') },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openPayment(canvasElement);
    const main = within(canvasElement);
    await expect(main.getByText('Invite any professional to work for you')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText(/M-Pesa phone number/), '0712 345 678');
    await userEvent.click(dialog.getByRole('button', { name: 'Pay KES 2,000' }));
    await expect(await dialog.findByText('Payment confirmed')).toBeVisible();
    await expect(sent).toHaveBeenCalledWith({ subscription_type: 'BO_ANNUAL', phone_number: '254712345678' });
  },
};
