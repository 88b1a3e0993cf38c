import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { catalogue, emptyList, employment, http } from '../../../storybook/handlers.ts';
import { screenMeta } from '../../../storybook/screen.ts';
import { documentBody, expectToast, findMain, findMainShowing } from '../../../storybook/play.ts';
import { ProfessionalEmployerPage } from './professional-employer-page.tsx';

const meta = {
  title: 'Screens/Professional/Employers',
  component: ProfessionalEmployerPage,
  ...screenMeta(
    { path: '/professional-employer', area: 'Beauty Professional' },
    { ...catalogue, ...employment },
  ),
} satisfies Meta<typeof ProfessionalEmployerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await findMainShowing(canvasElement, { name: 'Glow Studio' });
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { employers: emptyList('/api/professional-employers/') } } },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await expect(await main.findByText('No employers yet.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Find businesses' })).toBeVisible();
  },
};

const left = fn();

/** She ends her employment from her list of employers, with an optional note for the business. */
export const EndEmployment: Story = {
  parameters: {
    msw: {
      handlers: {
        end: http.post('/api/professional-employers/{id}/end/', async ({ params, request, response }) => {
          left(Number(params.id), await request.json());
          return response(200).json({
            id: 7,
            business: Number(params.id),
            professional: 21,
            employment_start_date: '2025-10-01',
            ended_at: '2026-03-20T12:00:00+03:00',
            ended_by: 'professional',
            end_note: '',
          });
        }),
      },
    },
  },
  beforeEach: () => {
    left.mockClear();
  },
  play: async ({ canvasElement }) => {
    const main = await findMainShowing(canvasElement, { name: 'Glow Studio' });
    await userEvent.click(main.getByRole('button', { name: 'End employment with Glow Studio' }));
    const dialog = within(await documentBody(canvasElement).findByRole('dialog', { name: 'End employment' }));
    await expect(dialog.getByText(/Your bookings there that have not started/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'End employment' }));
    await expectToast(canvasElement, 'Employment with Glow Studio ended. They have been told.');
    await expect(left).toHaveBeenCalledWith(11, {});
  },
};
