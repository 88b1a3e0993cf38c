import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyList, employmentInbox, failing, loading } from '../../../storybook/handlers.ts';
import {
  documentBody,
  expectNavigatedTo,
  expectToast,
  findMain,
  findMainShowing,
} from '../../../storybook/play.ts';
import { screenMeta } from '../../../storybook/screen.ts';
import { BusinessInboxPage, EmploymentInboxPage } from './employment-inbox-page.tsx';

const answered = fn();

const meta = {
  title: 'Screens/Professional/Employment invitations',
  component: EmploymentInboxPage,
  ...screenMeta({ path: '/employment-invitations', area: 'Beauty Professional' }, employmentInbox(answered)),
  beforeEach: () => {
    answered.mockClear();
  },
} satisfies Meta<typeof EmploymentInboxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cards under a business's name (each card's heading), first one. */
async function findCard(main: Awaited<ReturnType<typeof findMain>>, name: string) {
  const [heading] = await main.findAllByRole('heading', { name });
  return within(heading!.closest<HTMLElement>('li')!);
}

/** An invitation she received: the business, its status, Accept and Decline. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Job invitations' });
    await expect(main.getByRole('tab', { name: 'Invitations received' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const glow = await findCard(main, 'Glow Studio');
    await expect(glow.getByText('Waiting for an answer')).toBeVisible();
    // What the invitation says, read before answering: the role, the pay and the message.
    await expect(glow.getByText('Role: Braider')).toBeVisible();
    await expect(glow.getByText('Salary: KES 1,500 a day')).toBeVisible();
    await expect(glow.getByText(/braids from 8 to 6, Saturday and Sunday/)).toBeVisible();
    await expect(glow.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(glow.getByRole('button', { name: 'Decline' })).toBeVisible();
    await expect(glow.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  },
};

export const AcceptInvitation: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await userEvent.click((await findCard(main, 'Glow Studio')).getByRole('button', { name: 'Accept' }));
    const dialog = within(
      await documentBody(canvasElement).findByRole('dialog', { name: 'Accept: Glow Studio' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await expectToast(canvasElement, 'Invitation accepted. The business is now your employer.');
    await expect(answered).toHaveBeenCalledWith(43, { status: 'accepted' });
  },
};

export const DeclineWithMessage: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await userEvent.click((await findCard(main, 'Glow Studio')).getByRole('button', { name: 'Decline' }));
    const dialog = within(
      await documentBody(canvasElement).findByRole('dialog', { name: 'Decline: Glow Studio' }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Message (optional)' }), 'I have just moved.');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    await expectToast(canvasElement, 'Declined. They have been told.');
    await expect(answered).toHaveBeenCalledWith(43, { status: 'declined', message: 'I have just moved.' });
  },
};

/** The requests she sent: Withdraw while one waits, the answer once it came. */
export const WithdrawRequest: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await userEvent.click(await main.findByRole('tab', { name: 'Requests sent' }));
    const panel = within(await main.findByRole('tabpanel'));
    await expect(await panel.findByText('We are full for now, thank you.')).toBeVisible();
    await expect(panel.getAllByRole('button', { name: 'Withdraw' })).toHaveLength(1);
    await userEvent.click(panel.getByRole('button', { name: 'Withdraw' }));
    const dialog = within(
      await documentBody(canvasElement).findByRole('dialog', { name: 'Withdraw: Glow Studio' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Withdraw' }));
    await expectToast(canvasElement, 'Withdrawn. They have been told.');
    await expect(answered).toHaveBeenCalledWith(41, { status: 'withdrawn' });
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { employmentRequests: emptyList('/api/employment-requests/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('No invitations yet.')).toBeVisible();
    await userEvent.click(main.getByRole('tab', { name: 'Requests sent' }));
    await expect(await main.findByText('You have not asked any business yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { employmentRequests: loading('get', '/api/employment-requests/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(main.getByRole('tabpanel').querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { employmentRequests: failing('get', '/api/employment-requests/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('An error occurred. Please try again later.')).toBeVisible();
  },
};

/** The business's address (a notification's link) sends a professional to her own list. */
export const BusinessAddressRedirects: Story = {
  render: () => <BusinessInboxPage />,
  parameters: { page: { path: '/employment-requests' } },
  play: async ({ canvasElement }) => {
    await expectNavigatedTo(canvasElement, '/employment-invitations');
  },
};
