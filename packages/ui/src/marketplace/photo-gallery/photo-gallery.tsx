import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type PointerEvent } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  EmptyState,
  cn,
  useLocaleLabels,
} from '../../primitives/index.ts';

export interface GalleryPhoto {
  id: number | string;
  src: string;
  caption: string;
}

export interface PhotoGalleryLabels {
  /** Heading of the viewer for a photo without a caption. */
  untitled: string;
  previous: string;
  next: string;
  close: string;
  /** '3 of 8'. */
  position: (index: number, total: number) => string;
  /** The thumbnail's name: what opening it does. */
  open: (caption: string) => string;
  empty: string;
}

const defaultLabels: PhotoGalleryLabels = {
  untitled: 'Photo',
  previous: 'Previous photo',
  next: 'Next photo',
  close: 'Close',
  position: (index, total) => `${index} of ${total}`,
  open: (caption) => `Open photo: ${caption}`,
  empty: 'No photos yet.',
};

/** Kiswahili defaults (what a LocaleProvider with 'sw' picks); pass them as `labels` to choose them yourself. */
export const swPhotoGalleryLabels: PhotoGalleryLabels = {
  untitled: 'Picha',
  previous: 'Picha iliyotangulia',
  next: 'Picha inayofuata',
  close: 'Funga',
  position: (index, total) => `${index} kati ya ${total}`,
  open: (caption) => `Fungua picha: ${caption}`,
  empty: 'Bado hakuna picha.',
};

export interface PhotoGalleryProps {
  photos: readonly GalleryPhoto[];
  /** `srcset` for a photo's src (the server's widths), for sharp thumbnails on any screen. */
  srcSet?: (src: string) => string | undefined;
  className?: string;
  labels?: Partial<PhotoGalleryLabels>;
}

/** A swipe shorter than this (px) is a tap, not a change of photo. */
const SWIPE_PX = 40;

/**
 * A vendor's work: captioned thumbnails that open a full-screen viewer (Radix Dialog). Previous / next by
 * buttons, arrow keys or a swipe; Escape closes and focus returns to the thumbnail.
 */
export function PhotoGallery({ photos, srcSet, className, labels: partialLabels }: PhotoGalleryProps) {
  const labels = useLocaleLabels(defaultLabels, swPhotoGalleryLabels, partialLabels);
  const [open, setOpen] = useState<number | null>(null);
  const swipeStart = useRef<number | null>(null);
  // The viewer opens without a Radix trigger, so it is told where focus goes back to.
  const opener = useRef<HTMLButtonElement | null>(null);
  if (photos.length === 0) return <EmptyState title={labels.empty} className={className} />;

  const total = photos.length;
  const go = (step: number) => setOpen((index) => (index === null ? null : (index + step + total) % total));
  const current = open === null ? null : photos[open]!;
  const endSwipe = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const moved = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(moved) >= SWIPE_PX) go(moved < 0 ? 1 : -1);
  };

  return (
    <>
      <ul data-slot="photo-gallery" className={cn('grid grid-cols-2 gap-2 sm:grid-cols-3', className)}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              data-slot="photo-gallery-thumbnail"
              aria-label={labels.open(photo.caption || labels.untitled)}
              onClick={(event) => {
                opener.current = event.currentTarget;
                setOpen(index);
              }}
              className="group flex w-full flex-col gap-1 rounded-md text-start focus-visible:outline-2 focus-visible:outline-ring"
            >
              <img
                src={photo.src}
                srcSet={srcSet?.(photo.src)}
                sizes="(min-width: 640px) 33vw, 50vw"
                alt=""
                loading="lazy"
                decoding="async"
                className="aspect-square w-full rounded-md bg-muted object-cover"
              />
              {photo.caption ? <span className="line-clamp-2 text-sm">{photo.caption}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={current !== null} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        <DialogContent
          data-slot="photo-gallery-viewer"
          labels={{ close: labels.close }}
          className="flex h-dvh max-h-dvh w-screen max-w-none flex-col gap-2 rounded-none border-0 bg-black p-3 pt-14 text-white sm:p-6 sm:pt-14 [&_[data-slot=dialog-close]]:text-white"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') go(1);
            else if (event.key === 'ArrowLeft') go(-1);
          }}
        >
          {current ? (
            <>
              <DialogTitle className="text-base font-semibold text-white">
                {current.caption || labels.untitled}
              </DialogTitle>
              <DialogDescription aria-live="polite" className="text-sm text-white/80">
                {labels.position(open! + 1, total)}
              </DialogDescription>
              <div
                className="flex min-h-0 flex-1 touch-pan-y items-center justify-center"
                onPointerDown={(event) => {
                  swipeStart.current = event.clientX;
                }}
                onPointerUp={endSwipe}
                onPointerCancel={() => {
                  swipeStart.current = null;
                }}
              >
                <img
                  src={current.src}
                  srcSet={srcSet?.(current.src)}
                  sizes="100vw"
                  alt={current.caption}
                  draggable={false}
                  className="max-h-[calc(100dvh-9rem)] max-w-full object-contain select-none"
                />
              </div>
              {total > 1 ? (
                <div className="flex justify-between gap-2">
                  {(
                    [
                      [-1, labels.previous, ChevronLeft],
                      [1, labels.next, ChevronRight],
                    ] as const
                  ).map(([step, label, Icon]) => (
                    <button
                      key={step}
                      type="button"
                      onClick={() => go(step)}
                      className="inline-flex size-11 items-center justify-center rounded-full bg-white/15 hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
                    >
                      <Icon aria-hidden="true" className="size-6" />
                      <span className="sr-only">{label}</span>
                    </button>
                  ))}
                </div>
              ) : null}
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
