import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { browse, failing, loading } from '../../storybook/handlers.ts';
import { screenMeta } from '../../storybook/screen.ts';
import { findMain, findMainShowing } from '../../storybook/play.ts';
import { ProfessionalOverviewPage } from './professional-overview-page.tsx';

const meta = {
  title: 'Screens/Customer/Professional overview',
  component: ProfessionalOverviewPage,
  ...screenMeta(
    { path: '/ProfessionalOverview/:id', url: '/ProfessionalOverview/21', area: 'Retail Customer' },
    browse,
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
