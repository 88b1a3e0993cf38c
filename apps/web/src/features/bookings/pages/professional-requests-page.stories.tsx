import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { emptyList, failing, session } from '../../../storybook/handlers.ts';
import { withPage, type PageParameters } from '../../../storybook/page.tsx';
import { documentBody, expectToast, findMain } from '../../../storybook/play.ts';
import {
  answerHandlers,
  answers,
  proposalHandler,
  requests,
  slotHandlers,
  takenProposal,
  vendorBookingLists,
} from '../../../storybook/vendor-bookings-fixtures.ts';
import { ProfessionalRequestsPage } from './professional-requests-page.tsx';

const meta = {
  title: 'Screens/Professional/Booking requests',
  component: ProfessionalRequestsPage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: {
      path: '/professional-requests',
      shell: { area: ['Beauty Professional'] },
    } satisfies PageParameters,
    msw: {
      handlers: {
        ...session('Beauty Professional'),
        ...vendorBookingLists(requests),
        ...answerHandlers,
        ...proposalHandler,
        ...slotHandlers,
      },
    },
  },
} satisfies Meta<typeof ProfessionalRequestsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function card(main: Awaited<ReturnType<typeof findMain>>, service: string) {
  const heading = await main.findByRole('heading', { name: service });
  return within(heading.closest<HTMLElement>('[data-slot="appointment-card"]')!);
}

/** Tabs Approved, Pending, Denied; Pending opens (spec section 4), and each tab asks for its status. */
export const PendingByDefault: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    const tabs = main.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Approved', 'Pending', 'Denied']);
    await expect(main.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    await expect(await main.findByRole('heading', { name: 'Box braids' })).toBeVisible();
    await expect(main.getAllByRole('button', { name: 'Approve' })).toHaveLength(2);
    await expect(main.getByRole('link', { name: 'Agenda' })).toHaveAttribute('href', '/professional-agenda');
    await userEvent.click(main.getByRole('tab', { name: 'Denied' }));
    await expect(await main.findByRole('heading', { name: 'Gel manicure' })).toBeVisible();
    await expect(main.queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

/**
 * An approved booking shows the client's phone (call and WhatsApp) and the address; one with another
 * time proposed says the client has not answered yet.
 */
export const ApprovedShowsContact: Story = {
  parameters: { page: { url: '/professional-requests?status=confirmed' } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    const haircut = await card(main, 'Haircut and shave');
    await expect(haircut.getByText('Client: Otieno Ouma')).toBeVisible();
    await expect(
      haircut.getByText('You proposed Fri, 17 Jul 2026 11:00–11:45; waiting for the client.'),
    ).toBeVisible();
    await expect(haircut.getByRole('link', { name: '+254 733 444 555' })).toHaveAttribute(
      'href',
      'tel:+254733444555',
    );
    await expect(haircut.getByRole('link', { name: 'WhatsApp +254 733 444 555' })).toHaveAttribute(
      'href',
      'https://wa.me/254733444555',
    );
    await expect(haircut.getByRole('button', { name: 'Propose another time' })).toBeVisible();
    await expect(haircut.queryByRole('button', { name: 'Approve' })).toBeNull();

    const nails = await card(main, 'Nail art');
    await expect(
      nails.getByText("At the client's: Moi Avenue, Bazaar Plaza, Next to the Kenya Cinema stage"),
    ).toBeVisible();
  },
};

/** Denied says who ended the booking and why: the professional's own reason, or the client's. */
export const DeniedSaysWhoAndWhy: Story = {
  parameters: { page: { url: '/professional-requests?status=cancelled' } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    const manicure = await card(main, 'Gel manicure');
    await expect(manicure.getByText('Declined by you', { exact: false })).toHaveTextContent(
      'Declined by you: Fully booked at that time',
    );
    await expect(manicure.getByText('Denied')).toBeVisible();
    const pedicure = await card(main, 'Pedicure');
    await expect(pedicure.getByText('Cancelled by the client', { exact: false })).toHaveTextContent(
      'Cancelled by the client: I have to travel to Nakuru that day.',
    );
    await expect(pedicure.getByText('Cancelled')).toBeVisible();
    await expect(main.queryByRole('button', { name: 'Propose another time' })).toBeNull();
  },
};

/** 'Other' needs the professional's own words, which are what the client gets. */
export const DenyWithOtherReason: Story = {
  play: async ({ canvasElement }) => {
    answers.clear();
    const main = await findMain(canvasElement);
    const braids = await card(main, 'Box braids');
    await userEvent.click(braids.getByRole('button', { name: 'Deny' }));
    const dialog = within(
      await documentBody(canvasElement).findByRole('dialog', { name: 'Deny this request?' }),
    );
    // At her own place, distance is no reason.
    await expect(dialog.queryByRole('radio', { name: 'Too far for a home visit' })).toBeNull();
    await userEvent.click(dialog.getByRole('radio', { name: 'Other' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Deny request' }));
    await expect(await dialog.findByText('Write the reason for the client.')).toBeVisible();
    await expect(answers.bodies).toHaveLength(0);

    await userEvent.type(
      dialog.getByRole('textbox', { name: /Your reason/ }),
      'I am away at a bridal shoot.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Deny request' }));
    await expectToast(canvasElement, 'Booking denied');
    await expect(answers.last()).toEqual({ status: 'cancelled', reason: 'I am away at a bridal shoot.' });
  },
};

/** A time taken by someone else meanwhile: the dialog stays open and says so. */
export const ProposedTimeTaken: Story = {
  parameters: { msw: { handlers: takenProposal } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    const cornrows = await card(main, 'Cornrows');
    await userEvent.click(cornrows.getByRole('button', { name: 'Propose another time' }));
    const dialog = within(
      await documentBody(canvasElement).findByRole('dialog', { name: 'Propose another time' }),
    );
    await userEvent.click((await dialog.findAllByRole('radio', { name: /free$/ }))[0]!);
    await userEvent.click(await dialog.findByRole('radio', { name: '09:15 to 11:15' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send proposal' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('This time is no longer available.');
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { professionalBookings: emptyList('/api/bookings/professional-bookings/') } },
  },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('No pending booking requests.')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: {
    msw: { handlers: { professionalBookings: failing('get', '/api/bookings/professional-bookings/') } },
  },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('An error occurred. Please try again later.')).toBeVisible();
  },
};
