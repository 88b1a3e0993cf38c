import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Avatar, Grid, Skeleton } from '../../primitives/index.ts';
import { swProfessionalCardLabels } from '../professional-card/index.ts';
import { VendorCard, VendorCardSkeleton, VendorPriceFrom, VendorServices } from './vendor-card.tsx';

/** The frame ProfessionalCard and BusinessCard share; a new kind of vendor card starts from it. */
const meta = {
  title: 'Marketplace/Cards/VendorCard',
  id: 'domain-vendorcard',
  component: VendorCard,
  tags: ['autodocs'],
  args: {
    slot: 'vendor-card',
    onOpen: fn(),
    children: (
      <>
        <div className="flex items-start gap-3">
          <Avatar name="Amina Wanjiru" size="md" decorative />
          <div className="flex flex-col gap-1">
            <h3 className="text-base leading-tight font-semibold">Amina Wanjiru</h3>
            <VendorPriceFrom price={1500} label={(price) => `from KES ${price.toLocaleString('en-KE')}`} />
          </div>
        </div>
        <VendorServices
          services={[{ id: 3, name: 'Manicure' }, { id: 99 }]}
          labels={{ list: 'Services', unknownService: 'Unknown Service' }}
        />
      </>
    ),
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof VendorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Services' })).toHaveTextContent('ManicureUnknown Service');
    await expect(canvas.getByText('from KES 1,500')).toBeVisible();
  },
};

/** One link for the whole card: a plain click opens it through `onOpen`, a modified click is the browser's. */
export const OpensAsOneLink: Story = {
  args: { href: '/OverviewPage/7' },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '/OverviewPage/7');
    await expect(link).toHaveAccessibleName(/Amina Wanjiru/);
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  render: () => (
    <Grid aria-busy="true">
      {[0, 1].map((key) => (
        <VendorCardSkeleton key={key} slot="vendor-card-skeleton">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </VendorCardSkeleton>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot=vendor-card-skeleton]')).toHaveLength(2);
  },
};

/** The frame has no text of its own: each card passes its labels on (here ProfessionalCard's Kiswahili ones). */
export const Kiswahili: Story = {
  args: {
    children: (
      <>
        <h3 className="text-base leading-tight font-semibold">Amina Wanjiru</h3>
        <VendorPriceFrom price={1500} label={swProfessionalCardLabels.priceFrom} />
        <VendorServices
          services={[{ id: 3, name: 'Manicure' }, { id: 99 }]}
          labels={{
            list: swProfessionalCardLabels.services,
            unknownService: swProfessionalCardLabels.unknownService,
          }}
        />
      </>
    ),
  },
  globals: { locale: 'sw' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Huduma' })).toHaveTextContent(
      'ManicureHuduma isiyojulikana',
    );
    await expect(canvas.getByText('kuanzia KES 1,500')).toBeVisible();
  },
};
