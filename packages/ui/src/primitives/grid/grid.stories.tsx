import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Card, CardTitle } from '../card/index.ts';
import { Grid } from './grid.tsx';

const names = ['Wanjiru Kamau', 'Achieng Otieno', 'Amina Hassan', 'Kipchoge Rotich'];

const meta = {
  title: 'Primitives/Layout/Grid',
  id: 'layout-grid',
  component: Grid,
  tags: ['autodocs'],
  args: { asChild: true },
  render: (args) => (
    <Grid {...args}>
      <ul aria-label="Professionals">
        {names.map((name) => (
          <li key={name}>
            <Card>
              <CardTitle>{name}</CardTitle>
            </Card>
          </li>
        ))}
      </ul>
    </Grid>
  ),
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

const columnCount = (element: HTMLElement) => getComputedStyle(element).gridTemplateColumns.split(' ').length;

/** Two columns from 640 px, one below: try the viewport toolbar's phone and desktop widths. */
export const Playground: Story = {};

export const TwoColumns: Story = {
  globals: { viewport: { value: 'tablet768' } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Professionals' });
    await expect(columnCount(list)).toBe(2);
  },
};

export const OneColumnOnPhones: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Professionals' });
    await expect(columnCount(list)).toBe(1);
  },
};
