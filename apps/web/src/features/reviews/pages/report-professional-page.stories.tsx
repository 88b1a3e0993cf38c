import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { http, session } from '../../../storybook/handlers.ts';
import { withPage, type PageParameters } from '../../../storybook/page.tsx';
import { expectNavigatedTo, expectToast, findMain } from '../../../storybook/play.ts';
import { ReportProfessionalPage } from './report-professional-page.tsx';

const meta = {
  title: 'Screens/Business owner/Report professional',
  component: ReportProfessionalPage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: {
      path: '/report-professional/:userId',
      url: '/report-professional/23',
      shell: { area: ['Business Owner'] },
    } satisfies PageParameters,
    msw: {
      handlers: {
        ...session('Business Owner'),
        report: http.post('/api/account-reports/', ({ response }) =>
          response(201).json({
            id: 1,
            reason: "It's a scam",
            reasons: ["It's a scam"],
            reported_user: 23,
            details: '',
            created_at: '2026-03-14T10:00:00+03:00',
          }),
        ),
      },
    },
  },
} satisfies Meta<typeof ReportProfessionalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submit stays disabled until a reason is chosen; a sent report returns to the profile. */
export const SubmitNeedsAReason: Story = {
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    const submit = main.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await userEvent.click(main.getByRole('checkbox', { name: "It's a scam" }));
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expectToast(canvasElement, 'Report submitted successfully!');
    await expectNavigatedTo(canvasElement, '/OverviewPage/23');
  },
};

/** A second report of the same account while the first is open: the server's 409 says why. */
export const AlreadyReported: Story = {
  parameters: {
    msw: {
      handlers: {
        report: http.post('/api/account-reports/', ({ response }) =>
          response(409).json({
            detail: 'You have already reported this account. Our team is looking at it.',
          }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findMain(canvasElement);
    await userEvent.click(main.getByRole('checkbox', { name: "It's a scam" }));
    await userEvent.click(main.getByRole('button', { name: 'Submit' }));
    await expectToast(canvasElement, 'Failed to submit report');
    await expectToast(canvasElement, 'You have already reported this account. Our team is looking at it.');
  },
};
