import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, Suspense } from 'react';
import { expect, userEvent } from 'storybook/test';
import { ownProfessional } from '../../../storybook/fixtures.ts';
import { http, session } from '../../../storybook/handlers.ts';
import { withPage, type PageParameters } from '../../../storybook/page.tsx';
import { expectToast, findMain } from '../../../storybook/play.ts';
import { loadSubscriptionPlanPage } from '../../payments/index.ts';
import { ProfessionalProfilePage } from './professional-profile-page.tsx';

// The plan the account links to belongs to the payments feature, which gives its pages as the router loads them.
const SubscriptionPlanPage = lazy(() => loadSubscriptionPlanPage().then((Page) => ({ default: Page })));

const meta = {
  title: 'Screens/Professional/Account',
  component: ProfessionalProfilePage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: {
      path: '/professional-profile',
      shell: { area: ['Beauty Professional'] },
    } satisfies PageParameters,
    msw: {
      handlers: {
        ...session('Beauty Professional'),
        profile: http.get('/api/beauty-professionals/{id}/', ({ response }) =>
          response(200).json(ownProfessional),
        ),
        save: http.patch('/api/beauty-professionals/{id}/', async ({ request, response }) =>
          response(200).json({ ...ownProfessional, ...(await request.json()) }),
        ),
        subscription: http.get('/api/subscription-status/', ({ response }) =>
          response(200).json({ status: 'inactive', subscription_type: null, expires_at: null }),
        ),
      },
    },
  },
} satisfies Meta<typeof ProfessionalProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Availability is saved for real and the switch says so. */
export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    const availability = await main.findByRole('switch', { name: 'Available for bookings' });
    await expect(availability).toBeChecked();
    await expect(await main.findByText('Free')).toBeVisible();
    await userEvent.click(availability);
    await expectToast(canvasElement, 'You are now unavailable');
    await expect(availability).not.toBeChecked();
  },
};

export const FreePlan: Story = {
  render: () => (
    <Suspense>
      <SubscriptionPlanPage />
    </Suspense>
  ),
  parameters: { page: { path: '/subscription-plan' } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('You are on the Free plan.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Subscribe for KES 2,000' })).toBeEnabled();
  },
};
