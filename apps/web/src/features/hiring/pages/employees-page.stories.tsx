import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptyList, employment, failing, loading } from '../../../storybook/handlers.ts';
import { screenMeta } from '../../../storybook/screen.ts';
import { documentBody, findMain, findMainShowing } from '../../../storybook/play.ts';
import { EmployeesPage } from './employees-page.tsx';

const meta = {
  title: 'Screens/Business owner/Employees',
  component: EmployeesPage,
  ...screenMeta({ path: '/employees', area: 'Business Owner' }, employment),
} satisfies Meta<typeof EmployeesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { name: 'Wanjiru Kamau' });
    await expect(main.getByRole('heading', { name: 'Amina Hassan' })).toBeVisible();
    await expect(main.getByText('Since 2025-10-01')).toBeVisible();
    // The review dialog names the employee and keeps Submit disabled until a star is chosen.
    await userEvent.click(main.getByRole('button', { name: 'Leave a Review for Amina Hassan' }));
    const dialog = await documentBody(canvasElement).findByRole('dialog', { name: 'Leave a Review' });
    await expect(dialog).toHaveTextContent('How was working with Amina Hassan?');
  },
};

/** Each opening of the review dialog starts a fresh review: a cancelled rating and text are gone. */
export const ReviewStartsAfresh: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { name: 'Amina Hassan' });
    const body = documentBody(canvasElement);
    const open = () => userEvent.click(main.getByRole('button', { name: 'Leave a Review for Amina Hassan' }));
    await open();
    let dialog = within(await body.findByRole('dialog', { name: 'Leave a Review' }));
    await userEvent.click(dialog.getByRole('radio', { name: '2 stars' }));
    await userEvent.type(dialog.getByLabelText('Your review (optional)'), 'Late twice.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await open();
    dialog = within(await body.findByRole('dialog', { name: 'Leave a Review' }));
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(dialog.getByLabelText('Your review (optional)')).toHaveValue('');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { employees: loading('get', '/api/business-employees/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(main.getByRole('heading', { name: 'Employees' })).toBeVisible();
    await expect(main.queryByRole('button', { name: /Leave a Review/ })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { employees: emptyList('/api/business-employees/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('No employees yet.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Find professionals' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { employees: failing('get', '/api/business-employees/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('An error occurred. Please try again later.')).toBeVisible();
  },
};
