import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { browse, emptyList, employment, failing, http, loading } from '../../../storybook/handlers.ts';
import { employees } from '../../../storybook/fixtures.ts';
import { screenMeta } from '../../../storybook/screen.ts';
import { documentBody, expectToast, findMain, findMainShowing } from '../../../storybook/play.ts';
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
    await expect(main.getByText(/^Since Wed,? 1 Oct 2025$/)).toBeVisible();
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

const ended = fn();

/**
 * End employment asks first, with an optional note; once ended the list is asked again and she is gone
 * from it.
 */
export const EndEmployment: Story = {
  parameters: (() => {
    let current = employees;
    return {
      msw: {
        handlers: {
          employees: http.get('/api/business-employees/', ({ response }) =>
            response(200).json({ count: current.length, next: null, previous: null, results: current }),
          ),
          end: http.post('/api/business-employees/{id}/end/', async ({ params, request, response }) => {
            const id = Number(params.id);
            ended(id, await request.json());
            const link = current.find((e) => e.id === id)!;
            current = current.filter((e) => e.id !== id);
            return response(200).json({
              id,
              business: link.business,
              professional: link.employee.id,
              employment_start_date: link.employment_start_date,
              ended_at: '2026-03-20T12:00:00+03:00',
              ended_by: 'business',
              end_note: 'We are closing the Saturday shift.',
            });
          }),
        },
      },
    };
  })(),
  beforeEach: () => {
    ended.mockClear();
  },
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { name: 'Amina Hassan' });
    await userEvent.click(main.getByRole('button', { name: 'End employment with Amina Hassan' }));
    const dialog = within(await documentBody(canvasElement).findByRole('dialog', { name: 'End employment' }));
    await expect(dialog.getByText(/Amina Hassan will be told/)).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Note (optional)'), 'We are closing the Saturday shift.');
    await userEvent.click(dialog.getByRole('button', { name: 'End employment' }));
    await expectToast(canvasElement, 'Employment with Amina Hassan ended. They have been told.');
    await expect(ended).toHaveBeenCalledWith(employees[1]!.id, {
      note: 'We are closing the Saturday shift.',
    });
    await waitFor(() => expect(main.queryByRole('heading', { name: 'Amina Hassan' })).toBeNull());
    await expect(main.getByRole('heading', { name: 'Wanjiru Kamau' })).toBeVisible();
  },
};

/** The professional had already left: the server's words, and the list shows how things stand. */
export const EndEmploymentAlreadyEnded: Story = {
  parameters: {
    msw: {
      handlers: {
        end: http.post('/api/business-employees/{id}/end/', ({ response }) =>
          response(409).json({ detail: 'This employment has already ended.' }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { name: 'Wanjiru Kamau' });
    await userEvent.click(main.getByRole('button', { name: 'End employment with Wanjiru Kamau' }));
    const dialog = within(await documentBody(canvasElement).findByRole('dialog', { name: 'End employment' }));
    await userEvent.click(dialog.getByRole('button', { name: 'End employment' }));
    await expectToast(canvasElement, 'This employment has already ended.');
    await waitFor(() => expect(documentBody(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

const savedSettings: unknown[] = [];

/** The owner says which services of the menu a stylist does and her hours there. */
export const ServicesAndHours: Story = {
  parameters: {
    msw: {
      handlers: {
        staff: browse.staff!,
        menu: http.get('/api/vendors/{id}/menu/', ({ params, response }) =>
          response(200).json({
            vendor: Number(params.id),
            categories: [],
            items: [
              { service: 3, name: 'Manicure', price_kes: 800, duration_minutes: 45 },
              { service: 4, name: 'Pedicure', price_kes: 1000, duration_minutes: 60 },
            ],
          }),
        ),
        schedule: http.get('/api/vendors/{id}/schedule/', ({ params, response }) => {
          const day = { open: '08:00', close: '19:00' };
          return response(200).json({
            vendor: Number(params.id),
            timezone: 'Africa/Nairobi',
            weekly: {
              monday: day,
              tuesday: day,
              wednesday: day,
              thursday: day,
              friday: day,
              saturday: day,
              sunday: null,
            },
            exceptions: [],
            buffer_minutes: 0,
            capacity: 3,
            places: ['vendor'],
            is_available: true,
            instant_booking: 'off',
            travel_minutes: 0,
            service_areas: [],
          });
        }),
        saveStaff: http.put(
          '/api/businesses/{id}/staff/{staff_id}/',
          async ({ params, request, response }) => {
            const body = await request.json();
            savedSettings.push(body);
            return response(200).json({
              id: Number(params.staff_id),
              name: 'Wanjiru Kamau',
              profile_pic: null,
              rating: 0,
              review_count: 0,
              service_ids: body.service_ids ?? [3, 4],
              every_service: body.service_ids === null,
              weekly: body.weekly ?? null,
            });
          },
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    savedSettings.length = 0;
    const main = await findMainShowing(canvasElement, { name: 'Wanjiru Kamau' });
    await userEvent.click(main.getByRole('button', { name: 'Services and hours Wanjiru Kamau' }));
    const dialog = within(
      await documentBody(canvasElement).findByRole('dialog', { name: 'Wanjiru Kamau: services and hours' }),
    );
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Every service on the menu' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Manicure' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: "The business's hours" }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Saturday' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'Saved.');
    const day = { open: '08:00', close: '19:00' };
    await expect(savedSettings.at(-1)).toEqual({
      service_ids: [3],
      weekly: {
        monday: day,
        tuesday: day,
        wednesday: day,
        thursday: day,
        friday: day,
        saturday: null,
        sunday: null,
      },
    });
  },
};
