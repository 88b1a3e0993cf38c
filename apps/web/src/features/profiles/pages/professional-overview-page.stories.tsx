import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { professionals } from '../../../storybook/fixtures.ts';
import { browse, failing, http, loading } from '../../../storybook/handlers.ts';
import { emptyMenu, menus } from '../../../storybook/menu-fixtures.ts';
import { screenMeta } from '../../../storybook/screen.ts';
import { findMain, findMainShowing } from '../../../storybook/play.ts';
import { ProfessionalOverviewPage } from './professional-overview-page.tsx';

const meta = {
  title: 'Screens/Customer/Professional overview',
  component: ProfessionalOverviewPage,
  ...screenMeta(
    { path: '/ProfessionalOverview/:id', url: '/ProfessionalOverview/21', area: 'Retail Customer' },
    { ...browse, ...menus },
  ),
} satisfies Meta<typeof ProfessionalOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Wanjiru Kamau' });
    for (const book of main.getAllByRole('link', { name: 'Book' }))
      await expect(book).toHaveAttribute('href', '/professional-booking/21');
    await expect(
      await main.findByText('My daughter loved her cornrows. Came to the house on a Sunday.'),
    ).toBeVisible();
    // The menu, cheapest first: name, duration and price.
    const menu = await main.findByRole('list', { name: 'Services' });
    const rows = within(menu).getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Cornrows2 h.*KES 1,500$/),
      expect.stringMatching(/^Dreadlocks retouch2 h.*KES 2,000$/),
      expect.stringMatching(/^Box braids4 h.*KES 4,500$/),
    ]);
  },
};

/** The profile has come, the menu not yet: its rows are placeholders. */
export const MenuLoading: Story = {
  parameters: { msw: { handlers: { menu: loading('get', '/api/vendors/{id}/menu/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Wanjiru Kamau' });
    const services = main.getByRole('region', { name: 'Services offered' });
    await expect(within(services).getByText('Loading services...')).toBeInTheDocument();
    await expect(services.querySelector('[aria-busy=true]')).not.toBeNull();
  },
};

export const MenuEmpty: Story = {
  parameters: { msw: { handlers: emptyMenu } },
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Wanjiru Kamau' });
    await expect(await main.findByText('No services available for this vendor.')).toBeVisible();
  },
};

/** The menu failed: the spec's words, and a retry that loads it again. */
export const MenuError: Story = {
  parameters: { msw: { handlers: { menu: failing('get', '/api/vendors/{id}/menu/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Wanjiru Kamau' });
    const services = main.getByRole('region', { name: 'Services offered' });
    await expect(await within(services).findByRole('alert')).toHaveTextContent(
      'Failed to load services. Please try again later.',
    );
    await userEvent.click(within(services).getByRole('button', { name: 'Try again' }));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { professional: loading('get', '/api/beauty-professionals/{id}/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(main.getByText('Loading...')).toBeInTheDocument();
  },
};

/** The profile loaded, its reviews did not: the page still shows, with the reviews' error. */
export const ReviewsError: Story = {
  parameters: { msw: { handlers: { professionalReviews: failing('get', '/api/professionals-reviews/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again later.',
    );
    await expect(main.getByRole('heading', { level: 1, name: 'Wanjiru Kamau' })).toBeVisible();
  },
};

/** The professional switched off new bookings: Book stays in place, disabled, and says why. */
export const NotTakingBookings: Story = {
  parameters: {
    msw: {
      handlers: {
        professional: http.get('/api/beauty-professionals/{id}/', ({ response }) =>
          response(200).json({ ...professionals.find((p) => p.id === 21)!, is_available: false }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Wanjiru Kamau' });
    await expect(main.queryByRole('link', { name: 'Book' })).toBeNull();
    for (const book of main.getAllByRole('button', { name: 'Book' })) {
      await expect(book).toBeDisabled();
      await expect(book).toHaveAccessibleDescription('Wanjiru Kamau is not taking bookings right now.');
    }
  },
};
