import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ownBusiness } from '../../../storybook/fixtures.ts';
import { browse, http, session } from '../../../storybook/handlers.ts';
import { withPage, type PageParameters } from '../../../storybook/page.tsx';
import { expectNavigatedTo, expectToast, findMain } from '../../../storybook/play.ts';
import { EmploymentRequestPage } from './employment-request-page.tsx';

const meta = {
  title: 'Screens/Professional/Employment request',
  component: EmploymentRequestPage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: {
      path: '/employment-requests/:id',
      url: '/employment-requests/11',
      shell: { area: ['Beauty Professional'] },
    } satisfies PageParameters,
    msw: {
      handlers: {
        ...session('Beauty Professional'),
        ...browse,
        send: http.post('/api/employment-requests/', ({ response }) =>
          response(201).json({
            id: 1,
            direction: 'request',
            business_owner: 11,
            business_name: 'Glow Studio',
            professional: 21,
            professional_name: 'Wanjiru Kamau',
            name: 'Wanjiru Kamau',
            email: 'wanjiru.kamau@gmail.com',
            proposal: 'Braids on weekends.',
            status: 'pending',
            salary: '',
            role: '',
            answer_message: '',
            answered_at: null,
            created_at: '2026-03-14T10:00:00+03:00',
          }),
        ),
      },
    },
  },
} satisfies Meta<typeof EmploymentRequestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Name and e-mail come from the account; Submit waits for a proposal (spec section 5). The viewer is
 * entitled to Glow Studio's contact (it is shown), so the request is sent straight away.
 */
export const SubmitNeedsAProposal: Story = {
  parameters: {
    msw: {
      handlers: {
        business: http.get('/api/business-owners/{id}/', ({ response }) => response(200).json(ownBusiness)),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('Send Glow Studio a short proposal.')).toBeVisible();
    await expect(main.getByRole('textbox', { name: /Name/ })).toHaveValue('Wanjiru Kamau');
    const submit = main.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await userEvent.type(main.getByRole('textbox', { name: /Proposal/ }), 'Braids on weekends.');
    await expect(submit).toBeEnabled();
    await userEvent.clear(main.getByRole('textbox', { name: /Email/ }));
    await expect(submit).toBeDisabled();
    await userEvent.type(main.getByRole('textbox', { name: /Email/ }), 'wanjiru.kamau@gmail.com');
    await userEvent.click(submit);
    await expectToast(canvasElement, 'Request submitted successfully!');
    await expectNavigatedTo(canvasElement, '/professional-home');
  },
};

/** No subscription nor paid contact (the business's contact is hidden): the M-Pesa payment opens first. */
export const NeedsPayment: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await userEvent.type(main.getByRole('textbox', { name: /Proposal/ }), 'Braids on weekends.');
    await userEvent.click(main.getByRole('button', { name: 'Submit' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Pay with M-Pesa' })).toBeVisible();
  },
};

const asked: Record<string, FormDataEntryValue> = {};

/** A role of the list, or "Other" with her own words, goes with the request. */
export const AsksForARole: Story = {
  parameters: {
    msw: {
      handlers: {
        business: http.get('/api/business-owners/{id}/', ({ response }) => response(200).json(ownBusiness)),
        send: http.post('/api/employment-requests/', async ({ request, response }) => {
          Object.assign(asked, Object.fromEntries(await request.formData()));
          return response(400).json({ role: ['Ensure this field has no more than 60 characters.'] });
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await userEvent.type(await main.findByRole('textbox', { name: /Proposal/ }), 'Locs and twists.');
    await userEvent.selectOptions(main.getByLabelText('Role you are asking for (optional)'), 'Other');
    await userEvent.type(main.getByLabelText('The role, in your words'), 'Loctician');
    await userEvent.click(main.getByRole('button', { name: 'Submit' }));
    await expect(await main.findByText('Ensure this field has no more than 60 characters.')).toBeVisible();
    await expect(main.getByLabelText('The role, in your words')).toHaveAttribute('aria-invalid', 'true');
    await expect(asked).toMatchObject({ role: 'Loctician', proposal: 'Locs and twists.' });
  },
};
