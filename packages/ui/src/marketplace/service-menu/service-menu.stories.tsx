import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ServiceMenu, type ServiceMenuItem } from './service-menu.tsx';

/** A Nairobi salon's menu, cheapest first as the server sends it. */
const items: ServiceMenuItem[] = [
  { id: 1, name: 'Haircut', priceKes: 500, durationMinutes: 30 },
  { id: 2, name: 'Gel manicure', priceKes: 1500, durationMinutes: 60 },
  { id: 3, name: 'Cornrows', priceKes: 2000, durationMinutes: 90 },
  { id: 4, name: 'Knotless braids', priceKes: 6500, durationMinutes: 300 },
];

/** Names as long as a salon writes them, at the edges of price and duration. */
const longItems: ServiceMenuItem[] = [
  {
    id: 11,
    name: 'Bridal make-up, hair styling and nails for the bride and two bridesmaids at the venue',
    priceKes: 45000,
    durationMinutes: 480,
  },
  {
    id: 12,
    name: 'Kinky twists with extensions, waist length, including wash and treatment',
    priceKes: 8500,
    durationMinutes: 345,
  },
  {
    id: 13,
    name: 'Supercalifragilisticexpialidociouslylongservicenamewithoutspaces',
    priceKes: 1,
    durationMinutes: 15,
  },
];

const meta = {
  title: 'Marketplace/Display/ServiceMenu',
  id: 'domain-servicemenu',
  component: ServiceMenu,
  tags: ['autodocs'],
  args: { items, error: false, onRetry: fn() },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof ServiceMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('list', { name: 'Services' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('Haircut');
    await expect(within(rows[2]!).getByText('1 h 30 min')).toBeVisible();
    await expect(within(rows[2]!).getByText('KES 2,000')).toBeVisible();
    // Screen readers hear the duration in words, not 'h' and 'min'.
    await expect(rows[2]).toHaveTextContent('1 hour 30 minutes');
    await expect(rows[3]).toHaveTextContent('5 h');
    await expect(rows[3]).toHaveTextContent('5 hours');
    await expect(rows[0]).toHaveTextContent('30 min');
  },
};

export const Loading: Story = {
  args: { items: undefined },
  play: async ({ canvasElement }) => {
    const menu = canvasElement.querySelector('[data-slot=service-menu]');
    await expect(menu).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByText('Loading services...')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No services available for this vendor.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { error: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to load services. Please try again later.',
    );
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Without `onRetry` the error stands alone. */
export const ErrorWithoutRetry: Story = {
  args: { error: true, onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Long names wrap beside the price; the price never wraps. */
export const LongNames: Story = {
  args: {
    items: longItems,
  },
  play: async ({ canvasElement }) => {
    const price = within(canvasElement).getByText('KES 45,000');
    await expect(price.getBoundingClientRect().height).toBeLessThan(32);
    await expect(within(canvasElement).getByText('8 h')).toBeVisible();
    await expect(within(canvasElement).getByText('5 h 45 min')).toBeVisible();
  },
};

export const SwahiliLabels: Story = {
  args: {
    labels: {
      list: 'Huduma zinazotolewa na mtaalamu huyu',
      price: (priceKes) => `KES ${priceKes.toLocaleString('en-KE')}`,
      duration: (minutes) => `dakika ${minutes}`,
      durationSpoken: (minutes) => `dakika ${minutes}`,
    },
    items: [
      {
        id: 1,
        name: 'Kusuka nywele kwa mtindo wa knotless (urefu wa kiuno)',
        priceKes: 6500,
        durationMinutes: 300,
      },
      { id: 2, name: 'Kupaka rangi kucha za mikono na miguu', priceKes: 1200, durationMinutes: 75 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Huduma zinazotolewa na mtaalamu huyu' })).toBeVisible();
    await expect(canvas.getAllByText('dakika 300')[0]).toBeVisible();
  },
};

export const SwahiliEmptyAndError: Story = {
  args: {
    items: [],
    labels: {
      empty: 'Hakuna huduma zinazopatikana kwa mtoa huduma huyu kwa sasa.',
      error: 'Imeshindikana kupakia huduma. Tafadhali jaribu tena baadaye.',
      retry: 'Jaribu tena',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Hakuna huduma zinazopatikana kwa mtoa huduma huyu kwa sasa.'),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { items: [...items, ...longItems] },
  globals: { viewport: { value: 'mobile360' } },
};

/** Inside a Kiswahili LocaleProvider: durations in Kiswahili, amounts stay 'KES'. */
export const Kiswahili: Story = {
  globals: { locale: 'sw' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Huduma' });
    await expect(within(list).getAllByText('saa 1 dakika 30')).not.toHaveLength(0);
    await expect(within(list).getByText('KES 2,000')).toBeVisible();
  },
};
