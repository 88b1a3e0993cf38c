import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { PhotoGallery, type GalleryPhoto } from './photo-gallery.tsx';

/** Pictures drawn here (no network in stories or tests): a colour and a word. */
const picture = (colour: string, word: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640"><rect width="640" height="640" fill="${colour}"/><text x="320" y="330" font-size="64" text-anchor="middle" fill="#fff">${word}</text></svg>`,
  )}`;

const CAPTIONS = [
  'Knotless braids, waist length',
  'Fade with a hard part',
  'Gel manicure, nude and gold',
  'Bridal make-up, Karen',
  'Cornrows into a bun',
  'Beard shape-up',
  'Pedicure with paraffin',
  'Silk press on 4C hair',
  'Lash extensions, classic set',
  'Henna on both hands',
  'Locs retwist',
  'Facial and steam',
];
const COLOURS = ['#7c2d12', '#1e3a8a', '#14532d', '#581c87', '#831843', '#134e4a'];
const photos: GalleryPhoto[] = CAPTIONS.map((caption, index) => ({
  id: index + 1,
  caption,
  src: picture(COLOURS[index % COLOURS.length]!, String(index + 1)),
}));

const meta = {
  title: 'Marketplace/Display/PhotoGallery',
  id: 'marketplace-photogallery',
  component: PhotoGallery,
  args: { photos: photos.slice(0, 6) },
} satisfies Meta<typeof PhotoGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {
  args: { photos: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No photos yet.')).toBeInTheDocument();
  },
};

export const OnePhoto: Story = {
  args: { photos: photos.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Knotless braids/ }));
    const viewer = await body.findByRole('dialog', { name: 'Knotless braids, waist length' });
    // One photo: nothing to move to.
    await expect(within(viewer).queryByRole('button', { name: 'Next photo' })).toBeNull();
    await expect(within(viewer).getByText('1 of 1')).toBeInTheDocument();
  },
};

export const TwelvePhotos: Story = { args: { photos } };

/** Keyboard: open from a thumbnail, arrows move (and wrap), Escape closes and focus returns. */
export const Keyboard: Story = {
  args: { photos: photos.slice(0, 4) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const third = canvas.getByRole('button', { name: 'Open photo: Gel manicure, nude and gold' });
    third.focus();
    await userEvent.keyboard('{Enter}');
    let viewer = await body.findByRole('dialog', { name: 'Gel manicure, nude and gold' });
    await expect(within(viewer).getByText('3 of 4')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    viewer = await body.findByRole('dialog', { name: 'Bridal make-up, Karen' });
    await userEvent.keyboard('{ArrowRight}');
    viewer = await body.findByRole('dialog', { name: 'Knotless braids, waist length' });
    await expect(within(viewer).getByText('1 of 4')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    await body.findByRole('dialog', { name: 'Bridal make-up, Karen' });
    await userEvent.click(within(body.getByRole('dialog')).getByRole('button', { name: 'Previous photo' }));
    await body.findByRole('dialog', { name: 'Gel manicure, nude and gold' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(third).toHaveFocus());
  },
};

/** A swipe to the left shows the next photo, to the right the previous. */
export const Swipe: Story = {
  args: { photos: photos.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Knotless braids/ }));
    const viewer = await body.findByRole('dialog', { name: 'Knotless braids, waist length' });
    const image = within(viewer).getByRole('img', { name: 'Knotless braids, waist length' });
    const area = image.parentElement!;
    area.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: 300 }));
    area.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientX: 120 }));
    await body.findByRole('dialog', { name: 'Fade with a hard part' });
    area.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: 100 }));
    area.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientX: 110 }));
    // A tap is not a swipe.
    await expect(body.getByRole('dialog', { name: 'Fade with a hard part' })).toBeInTheDocument();
  },
};

export const LongCaptions: Story = {
  args: {
    photos: photos.slice(0, 3).map((photo) => ({
      ...photo,
      caption: `${photo.caption}, done at the client's home in Kileleshwa on a Saturday morning before the wedding`,
    })),
  },
};

export const SwahiliLabels: Story = {
  args: {
    photos: photos.slice(0, 3),
    labels: {
      previous: 'Picha iliyotangulia',
      next: 'Picha inayofuata',
      close: 'Funga',
      position: (index, total) => `${index} kati ya ${total}`,
      open: (caption) => `Fungua picha: ${caption}`,
      empty: 'Bado hakuna picha.',
      untitled: 'Picha',
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Fungua picha: Fade/ }));
    const viewer = await body.findByRole('dialog');
    await expect(within(viewer).getByText('2 kati ya 3')).toBeInTheDocument();
    await expect(within(viewer).getByRole('button', { name: 'Funga' })).toBeInTheDocument();
  },
};

/** Inside a Kiswahili LocaleProvider: the thumbnails' names and the viewer's buttons. */
export const Kiswahili: Story = {
  globals: { locale: 'sw' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Fungua picha: Knotless braids, waist length' }),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveAccessibleDescription('1 kati ya 6');
    await expect(within(dialog).getByRole('button', { name: 'Picha inayofuata' })).toBeVisible();
  },
};
