import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Schemas } from '@urembo/api-client';
import { businesses } from '../../../storybook/fixtures.ts';
import { browse, failing, http } from '../../../storybook/handlers.ts';
import { menus } from '../../../storybook/menu-fixtures.ts';
import { screenMeta } from '../../../storybook/screen.ts';
import { findMain, findMainShowing } from '../../../storybook/play.ts';
import { BusinessOverviewPage } from './professional-business-overview-page.tsx';

const meta = {
  title: 'Screens/Professional/Business overview',
  component: BusinessOverviewPage,
  ...screenMeta(
    { path: '/BusinessOverviewPage/:id', url: '/BusinessOverviewPage/11', area: 'Beauty Professional' },
    { ...browse, ...menus },
  ),
} satisfies Meta<typeof BusinessOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Glow Studio' });
    await expect(main.getByRole('heading', { name: 'Services Offered by Glow Studio' })).toBeVisible();
    await expect(await main.findByText('Gel manicure')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Request Employment' })).toHaveAttribute(
      'href',
      '/employment-requests/11',
    );
    await expect(main.getByRole('link', { name: 'Report this company' })).toHaveAttribute(
      'href',
      '/report-business?user=11',
    );
    await expect(await main.findByText('Fair pay and a friendly team.')).toBeVisible();
  },
};

const showing = (state: Schemas['EmploymentWithViewer']) => ({
  msw: {
    handlers: {
      business: http.get('/api/business-owners/{id}/', ({ response }) =>
        response(200).json({ ...businesses[0]!, employment_with_viewer: state }),
      ),
    },
  },
});

/** Her request waits: the button says so, disabled, with the way to her list. */
export const Requested: Story = {
  parameters: showing('requested'),
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Glow Studio' });
    await expect(main.getByRole('button', { name: 'Requested' })).toBeDisabled();
    await expect(main.getByRole('link', { name: 'See what you sent' })).toHaveAttribute(
      'href',
      '/employment-invitations',
    );
    await expect(main.queryByRole('link', { name: 'Request Employment' })).toBeNull();
  },
};

export const Employee: Story = {
  parameters: showing('employee'),
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Glow Studio' });
    await expect(main.getByRole('button', { name: 'Employee' })).toBeDisabled();
  },
};

/** The business invited her: the way to answer is her invitations. */
export const Invited: Story = {
  parameters: showing('invited'),
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { level: 1, name: 'Glow Studio' });
    await expect(main.getByRole('link', { name: 'Answer the invitation' })).toHaveAttribute(
      'href',
      '/employment-invitations',
    );
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { business: failing('get', '/api/business-owners/{id}/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('An error occurred. Please try again later.')).toBeVisible();
  },
};
