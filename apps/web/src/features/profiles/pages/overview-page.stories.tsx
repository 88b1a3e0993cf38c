import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Schemas } from '@urembo/api-client';
import { employmentRequests, professionals } from '../../../storybook/fixtures.ts';
import { failing, http, loading, browse } from '../../../storybook/handlers.ts';
import { menus } from '../../../storybook/menu-fixtures.ts';
import { screenMeta } from '../../../storybook/screen.ts';
import { documentBody, expectToast, findMain, findMainShowing } from '../../../storybook/play.ts';
import { OverviewPage } from './overview-page.tsx';

const meta = {
  title: 'Screens/Business owner/Professional overview',
  component: OverviewPage,
  ...screenMeta(
    { path: '/OverviewPage/:id', url: '/OverviewPage/21', area: 'Business Owner' },
    { ...browse, ...menus },
  ),
} satisfies Meta<typeof OverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Wanjiru Kamau' });
    await expect(main.getByText('Westlands, Nairobi')).toBeVisible();
    await expect(await main.findByText('Box braids')).toBeVisible();
    await expect(main.getByText('KES 4,500')).toBeVisible();
    await expect(await main.findByRole('heading', { name: 'Reviews (3)' })).toBeVisible();
    await expect(main.getByText('Punctual and neat. Our clients ask for her by name.')).toBeVisible();
    // No subscription: the phone number is offered for payment, not shown.
    await expect(main.getByRole('button', { name: 'Show phone number' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Report this user' })).toHaveAttribute(
      'href',
      '/report-professional/21',
    );
  },
};

/** The invitation's words are written first; without a subscription or paid contact the payment opens. */
export const AddEmployeeNeedsPayment: Story = {
  parameters: {
    msw: {
      handlers: {
        addEmployee: http.post('/api/business-employees/', ({ response }) =>
          response(402).json({ detail: 'Subscribe or pay for this contact first.' }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await userEvent.click(await main.findByRole('button', { name: 'Add Employee' }));
    const invitation = within(
      await documentBody(canvasElement).findByRole('dialog', { name: 'Invite to your team' }),
    );
    await userEvent.click(invitation.getByRole('button', { name: 'Send invitation' }));
    const dialog = await documentBody(canvasElement).findByRole('dialog', { name: 'Pay with M-Pesa' });
    await expect(dialog).toBeVisible();
  },
};

/** Wanjiru as a business that may see her contact sees her, in the given hiring state. */
function wanjiru(state: Schemas['EmploymentWithViewer'] = null) {
  return {
    ...professionals[0]!,
    email: 'wanjiru.kamau@gmail.com',
    phone_number: '254722000111',
    employment_with_viewer: state,
  };
}

const showing = (state: Schemas['EmploymentWithViewer']) => ({
  msw: {
    handlers: {
      professional: http.get('/api/beauty-professionals/{id}/', ({ response }) =>
        response(200).json(wanjiru(state)),
      ),
    },
  },
});

const sentInvitation: Record<string, FormDataEntryValue> = {};

/**
 * Add Employee asks for the invitation's words (message, role, pay) and sends them; the button then says
 * she is invited and stays disabled.
 */
export const InviteThenInvited: Story = {
  parameters: (() => {
    let invited = false;
    return {
      msw: {
        handlers: {
          professional: http.get('/api/beauty-professionals/{id}/', ({ response }) =>
            response(200).json(wanjiru(invited ? 'invited' : null)),
          ),
          addEmployee: http.post('/api/business-employees/', async ({ request, response }) => {
            invited = true;
            Object.assign(sentInvitation, Object.fromEntries(await request.formData()));
            return response(201).json(employmentRequests[2]!);
          }),
        },
      },
    };
  })(),
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Wanjiru Kamau' });
    await userEvent.click(main.getByRole('button', { name: 'Add Employee' }));
    const dialog = within(
      await documentBody(canvasElement).findByRole('dialog', { name: 'Invite to your team' }),
    );
    await expect(
      dialog.getByText('Wanjiru Kamau reads this before accepting or declining.', { exact: false }),
    ).toBeVisible();
    await userEvent.selectOptions(dialog.getByLabelText('Role (optional)'), 'Other');
    await userEvent.type(dialog.getByLabelText('The role, in your words'), 'Loc stylist');
    await userEvent.type(dialog.getByLabelText('Pay offered (optional)'), 'KES 1,500 a day');
    await userEvent.type(dialog.getByLabelText('Message (optional)'), 'Weekends, 8 to 6.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await expectToast(canvasElement, 'Employee request sent successfully!');
    await expect(sentInvitation).toMatchObject({
      employee: '21',
      role: 'Loc stylist',
      salary: 'KES 1,500 a day',
      proposal: 'Weekends, 8 to 6.',
    });
    await expect(await main.findByRole('button', { name: 'Invited' })).toBeDisabled();
    await expect(main.getByRole('link', { name: 'See what you sent' })).toHaveAttribute(
      'href',
      '/employment-requests',
    );
    await expect(main.queryByRole('button', { name: 'Add Employee' })).toBeNull();
  },
};

/** Already hers: the server's 409 words, and the page shows where things stand. */
export const AlreadyEmployee409: Story = {
  parameters: {
    msw: {
      handlers: {
        ...showing(null).msw.handlers,
        addEmployee: http.post('/api/business-employees/', ({ response }) =>
          response(409).json({ detail: 'Employee is already added' }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Wanjiru Kamau' });
    await userEvent.click(main.getByRole('button', { name: 'Add Employee' }));
    const dialog = within(
      await documentBody(canvasElement).findByRole('dialog', { name: 'Invite to your team' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await expectToast(canvasElement, 'Employee is already added');
  },
};

export const Employee: Story = {
  parameters: showing('employee'),
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Wanjiru Kamau' });
    await expect(main.getByRole('button', { name: 'Employee' })).toBeDisabled();
    await expect(main.queryByRole('button', { name: 'Add Employee' })).toBeNull();
  },
};

/** She asked to work here: the way to answer is the inbox. */
export const SheRequested: Story = {
  parameters: showing('requested'),
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Wanjiru Kamau' });
    await expect(main.getByRole('link', { name: 'Answer her request' })).toHaveAttribute(
      'href',
      '/employment-requests',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { professional: loading('get', '/api/beauty-professionals/{id}/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(main.getByText('Loading...')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { professional: failing('get', '/api/beauty-professionals/{id}/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('An error occurred. Please try again later.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Back to professionals' })).toBeVisible();
  },
};
