import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyList, employmentInbox, failing, http, loading } from '../../../storybook/handlers.ts';
import { documentBody, expectToast, findMain, findMainShowing } from '../../../storybook/play.ts';
import { screenMeta } from '../../../storybook/screen.ts';
import { BusinessInboxPage } from './employment-inbox-page.tsx';

const answered = fn();

const meta = {
  title: 'Screens/Business owner/Employment requests',
  component: BusinessInboxPage,
  ...screenMeta({ path: '/employment-requests', area: 'Business Owner' }, employmentInbox(answered)),
  beforeEach: () => {
    answered.mockClear();
  },
} satisfies Meta<typeof BusinessInboxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card of one request or invitation, found by the other side's name (its heading). */
async function findCard(main: Awaited<ReturnType<typeof findMain>>, name: string) {
  const heading = await main.findByRole('heading', { name });
  return within(heading.closest<HTMLElement>('li')!);
}

/** A received request shows who sent it, when, the proposal and salary; answered ones show the answer. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Employment requests' });
    await expect(main.getByRole('tab', { name: 'Requests received' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const amina = await findCard(main, 'Amina Hassan');
    await expect(amina.getByText('Waiting for an answer')).toBeVisible();
    await expect(amina.getByText(/by Amina Hassan · amina\.hassan@gmail\.com/)).toBeVisible();
    await expect(amina.getByText(/Five years of gel and acrylic nails/)).toBeVisible();
    await expect(amina.getByText('Salary: KES 35,000 a month')).toBeVisible();
    await expect(amina.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(amina.getByRole('button', { name: 'Decline' })).toBeVisible();

    const kevin = await findCard(main, 'Kevin Otieno');
    await expect(kevin.getByText('Declined')).toBeVisible();
    await expect(kevin.getByText('We are full for now, thank you.')).toBeVisible();
    await expect(kevin.queryByRole('button')).toBeNull();
    // Only requests are on this tab: the invitation the business sent is on the other one.
    await expect(main.queryByRole('heading', { name: 'Wanjiru Kamau' })).toBeNull();
  },
};

/** Accepting asks for an optional message and sends it with the answer. */
export const AcceptWithMessage: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await userEvent.click((await findCard(main, 'Amina Hassan')).getByRole('button', { name: 'Accept' }));
    const dialog = within(
      await documentBody(canvasElement).findByRole('dialog', { name: 'Accept: Amina Hassan' }),
    );
    await expect(dialog.getByText(/Amina Hassan becomes one of your employees from today/)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Message (optional)' }), 'Karibu! Monday at 8.');
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await expectToast(canvasElement, 'Request accepted. She is now one of your employees.');
    await expect(answered).toHaveBeenCalledWith(41, { status: 'accepted', message: 'Karibu! Monday at 8.' });
  },
};

/** Declining without a message sends none; Back closes the dialog without answering. */
export const Decline: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    const amina = await findCard(main, 'Amina Hassan');
    const body = documentBody(canvasElement);
    await userEvent.click(amina.getByRole('button', { name: 'Decline' }));
    await userEvent.click(
      within(await body.findByRole('dialog', { name: 'Decline: Amina Hassan' })).getByRole('button', {
        name: 'Back',
      }),
    );
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(answered).not.toHaveBeenCalled();

    await userEvent.click(amina.getByRole('button', { name: 'Decline' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Decline: Amina Hassan' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    await expectToast(canvasElement, 'Declined. They have been told.');
    await expect(answered).toHaveBeenCalledWith(41, { status: 'declined' });
  },
};

/** The invitations the business sent: status, and Withdraw while one waits. */
export const WithdrawInvitation: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await userEvent.click(await main.findByRole('tab', { name: 'Invitations sent' }));
    const wanjiru = await findCard(main, 'Wanjiru Kamau');
    await expect(wanjiru.getByText('Waiting for an answer')).toBeVisible();
    await expect(wanjiru.queryByRole('button', { name: 'Accept' })).toBeNull();
    await userEvent.click(wanjiru.getByRole('button', { name: 'Withdraw' }));
    const dialog = within(
      await documentBody(canvasElement).findByRole('dialog', { name: 'Withdraw: Wanjiru Kamau' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Withdraw' }));
    await expectToast(canvasElement, 'Withdrawn. They have been told.');
    await expect(answered).toHaveBeenCalledWith(43, { status: 'withdrawn' });
  },
};

/** Answered elsewhere in the meantime: the server's 409 says so. */
export const AlreadyAnswered: Story = {
  parameters: {
    msw: {
      handlers: {
        answerEmploymentRequest: http.patch('/api/employment-requests/{id}/', ({ response }) =>
          response(409).json({ detail: 'This request has already been answered.' }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await userEvent.click((await findCard(main, 'Amina Hassan')).getByRole('button', { name: 'Accept' }));
    const dialog = within(
      await documentBody(canvasElement).findByRole('dialog', { name: 'Accept: Amina Hassan' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await expectToast(canvasElement, 'This request has already been answered.');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { employmentRequests: emptyList('/api/employment-requests/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('No employment requests yet.')).toBeVisible();
    await userEvent.click(main.getByRole('tab', { name: 'Invitations sent' }));
    await expect(await main.findByText('You have not invited anyone yet.')).toBeVisible();
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
