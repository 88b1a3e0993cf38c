import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import {
  categoryFilter,
  EXPERIENCE_FILTER,
  EXPERIENCE_FILTER_SW,
  FilterBar,
  LOCATION_FILTER,
  LOCATION_FILTER_SW,
  RATING_FILTER,
  RATING_FILTER_SW,
  type FilterBarProps,
  type FilterValues,
} from './filter-bar.tsx';

const filters = [
  LOCATION_FILTER,
  categoryFilter([
    { value: '1', label: 'Manicure and Pedicure' },
    { value: '2', label: 'Tattoos' },
    { value: '3', label: 'Spas' },
    { value: '4', label: 'Waxing Services' },
  ]),
  EXPERIENCE_FILTER,
  RATING_FILTER,
];

/** Keeps the values like a page keeps them in the URL. */
function Stateful(props: Omit<FilterBarProps, 'value'> & { initial?: FilterValues }) {
  const [value, setValue] = useState<FilterValues>(props.initial ?? {});
  return (
    <FilterBar
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Marketplace/Browse/FilterBar',
  id: 'domain-filterbar',
  component: FilterBar,
  tags: ['autodocs'],
  args: { filters, value: {}, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ChooseClosesPanel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const where = canvas.getByRole('button', { name: 'Where?' });
    await expect(where).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(where);
    await expect(where).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('group', { name: 'Where?' })).toHaveTextContent('NairobiKisumuMombasa');
    await userEvent.click(canvas.getByRole('button', { name: 'Kisumu' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ county: 'Kisumu' }));
    await expect(canvas.queryByRole('group', { name: 'Where?' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Where?: Kisumu' })).toHaveFocus();
  },
};

export const TogglesOpenAndClosed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ratings = canvas.getByRole('button', { name: 'Ratings' });
    await userEvent.click(ratings);
    await expect(canvas.getByRole('button', { name: '4 stars and above' })).toBeVisible();
    await userEvent.click(ratings);
    await expect(canvas.queryByRole('button', { name: '4 stars and above' })).not.toBeInTheDocument();
    // Only one panel at a time.
    await userEvent.click(canvas.getByRole('button', { name: 'Experience' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Category' }));
    await expect(canvas.queryByRole('group', { name: 'Experience' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Category' })).toBeVisible();
  },
};

export const EscapeReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const experience = canvas.getByRole('button', { name: 'Experience' });
    await userEvent.click(experience);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Beginner' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group', { name: 'Experience' })).not.toBeInTheDocument();
    await expect(experience).toHaveFocus();
  },
};

export const SearchAndClear: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), '  braids ');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'braids' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ratings' }));
    await userEvent.click(canvas.getByRole('button', { name: '3 stars' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ search: undefined, rating: undefined, county: undefined }),
    );
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  },
};

export const AnyDropsOneFilter: Story = {
  render: (args) => <Stateful {...args} initial={{ county: 'Mombasa', rating: '3 stars' }} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Where?: Mombasa' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Any' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ county: undefined, rating: '3 stars' }),
      ),
    );
  },
};

export const EmptyCategories: Story = {
  args: { filters: [LOCATION_FILTER, categoryFilter([])], searchable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Category' }));
    await expect(canvas.getByRole('group', { name: 'Category' })).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
  },
};

export const Swahili: Story = {
  args: {
    filters: [
      { ...LOCATION_FILTER, label: 'Wapi?' },
      { ...RATING_FILTER, label: 'Ukadiriaji wa wateja' },
    ],
    labels: {
      clear: 'Futa vichujio vyote',
      search: 'Tafuta',
      searchPlaceholder: 'Tafuta kwa jina au huduma',
      any: 'Yoyote',
    },
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };

/** Inside a Kiswahili LocaleProvider, with the standard filters' Kiswahili versions (values stay English). */
export const Kiswahili: Story = {
  args: { filters: [LOCATION_FILTER_SW, EXPERIENCE_FILTER_SW, RATING_FILTER_SW] },
  globals: { locale: 'sw' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Chuja' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Kiwango cha uzoefu' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Bingwa' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ experience_level: 'Expert' });
    await expect(canvas.getByRole('button', { name: 'Futa uchaguzi' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Tafuta' })).toBeVisible();
  },
};
