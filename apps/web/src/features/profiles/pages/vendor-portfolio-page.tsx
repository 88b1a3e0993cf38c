import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@urembo/api-client';
import { Button, Card, EmptyState, Field, Input, Skeleton, toast } from '@urembo/ui';
import { useRef, useState, type RefObject } from 'react';
import { t } from '../../../i18n/index.ts';
import { useMe } from '../../../lib/session.tsx';
import { mediaSrcSet } from '../../../lib/shrink-image.ts';
import { businessQuery } from '../api/businesses.ts';
import { portfolioQuery } from '../api/photos.ts';
import { useAddPortfolioPhoto, useCover, usePortfolioPhoto } from '../api/portfolio-editor.ts';
import { CoverImage } from '../components/portfolio-section.tsx';
import { errorText } from '../../../lib/errors.ts';

const MAX_PHOTOS = 12;
const CAPTION_MAX = 140;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/**
 * The vendor's own photos: up to 12 captioned photos of their work (shrunk on the phone before sending)
 * and, for a business, the cover shown above its profile.
 */
export function VendorPortfolioPage() {
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold">{t('vendor.portfolio.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('vendor.portfolio.intro', { max: MAX_PHOTOS })}</p>
      </div>
      {me.user_type === 'Business Owner' ? <CoverEditor businessId={me.id} /> : null}
      <PortfolioEditor vendorId={me.id} />
    </div>
  );
}

function CoverEditor({ businessId }: { businessId: number }) {
  const business = useQuery(businessQuery(businessId));
  const input = useRef<HTMLInputElement>(null);
  const { upload, remove } = useCover(businessId, {
    onSuccess: (change) =>
      toast({
        title: change === 'saved' ? t('vendor.portfolio.coverSaved') : t('vendor.portfolio.coverRemoved'),
        variant: 'success',
      }),
    onError: (error) => toast({ title: errorText(error, t('vendor.error.generic')), variant: 'error' }),
  });
  const cover = business.data?.cover ?? null;
  return (
    <Card className="gap-4 p-5" role="region" aria-labelledby="cover-heading">
      <h2 id="cover-heading" className="text-lg font-semibold">
        {t('vendor.portfolio.cover')}
      </h2>
      {cover ? (
        <CoverImage src={cover} />
      ) : (
        <p className="text-sm text-muted-foreground">{t('vendor.portfolio.noCover')}</p>
      )}
      <FilePicker
        inputRef={input}
        label={t('vendor.portfolio.chooseCover')}
        onFile={(file) => upload.mutate(file)}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          loading={upload.isPending}
          labels={{ loading: t('vendor.portfolio.uploading') }}
          onClick={() => input.current?.click()}
        >
          {cover ? t('vendor.portfolio.changeCover') : t('vendor.portfolio.addCover')}
        </Button>
        {cover ? (
          <Button variant="ghost" loading={remove.isPending} onClick={() => remove.mutate()}>
            {t('vendor.portfolio.removeCover')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

function PortfolioEditor({ vendorId }: { vendorId: number }) {
  const portfolio = useQuery(portfolioQuery(vendorId));
  const input = useRef<HTMLInputElement>(null);
  const [caption, setCaption] = useState('');
  const add = useAddPortfolioPhoto(vendorId, {
    onSuccess: () => {
      setCaption('');
      toast({ title: t('vendor.portfolio.photoAdded'), variant: 'success' });
    },
    onError: (error) => toast({ title: errorText(error, t('vendor.error.generic')), variant: 'error' }),
  });

  if (portfolio.isPending)
    return (
      <div aria-busy="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Skeleton className="aspect-square" />
        <Skeleton className="aspect-square" />
      </div>
    );
  if (portfolio.isError) return <EmptyState title={t('vendor.error.generic')} />;
  const photos = portfolio.data.photos;
  const full = photos.length >= MAX_PHOTOS;
  return (
    <Card className="gap-4 p-5" role="region" aria-labelledby="portfolio-heading">
      <h2 id="portfolio-heading" className="text-lg font-semibold">
        {t('vendor.portfolio.heading', { count: photos.length, max: MAX_PHOTOS })}
      </h2>
      {full ? (
        <p className="text-sm">{t('vendor.portfolio.full')}</p>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field label={t('vendor.portfolio.nextCaption')} className="flex-1">
            <Input
              value={caption}
              maxLength={CAPTION_MAX}
              placeholder={t('vendor.portfolio.captionPlaceholder')}
              onChange={(event) => setCaption(event.target.value)}
            />
          </Field>
          <FilePicker
            inputRef={input}
            label={t('vendor.portfolio.choosePhoto')}
            onFile={(file) => add.mutate({ file, caption: caption.trim() })}
          />
          <Button
            loading={add.isPending}
            labels={{ loading: t('vendor.portfolio.uploading') }}
            onClick={() => input.current?.click()}
          >
            {t('vendor.portfolio.addPhoto')}
          </Button>
        </div>
      )}
      {photos.length === 0 ? (
        <EmptyState title={t('vendor.portfolio.emptyTitle')} description={t('vendor.portfolio.emptyHint')} />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {photos.map((photo) => (
            <PhotoRow key={photo.id} photo={photo} vendorId={vendorId} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function PhotoRow({ photo, vendorId }: { photo: Schemas['PortfolioPhoto']; vendorId: number }) {
  const [caption, setCaption] = useState(photo.caption);
  const { caption: save, remove } = usePortfolioPhoto(vendorId, photo.id, {
    onSuccess: (change) =>
      toast({
        title:
          change === 'captioned' ? t('vendor.portfolio.captionSaved') : t('vendor.portfolio.photoRemoved'),
        variant: 'success',
      }),
    onError: (error) => toast({ title: errorText(error, t('vendor.error.generic')), variant: 'error' }),
  });
  return (
    <li className="flex flex-col gap-2">
      <img
        src={`${photo.src}?w=320`}
        srcSet={mediaSrcSet(photo.src)}
        sizes="(min-width: 640px) 50vw, 100vw"
        alt={photo.caption || t('vendor.portfolio.photoAlt')}
        loading="lazy"
        className="aspect-square w-full rounded-md bg-muted object-cover"
      />
      <Field label={t('vendor.portfolio.caption')}>
        <Input value={caption} maxLength={CAPTION_MAX} onChange={(event) => setCaption(event.target.value)} />
      </Field>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={caption === photo.caption}
          loading={save.isPending}
          onClick={() => save.mutate(caption)}
        >
          {t('vendor.portfolio.saveCaption')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          loading={remove.isPending}
          onClick={() => {
            if (window.confirm(t('vendor.portfolio.confirmRemove'))) remove.mutate();
          }}
        >
          {t('vendor.editor.remove')}
        </Button>
      </div>
    </li>
  );
}

/** A hidden file input the visible button opens; the picked photo goes straight to `onFile`. */
function FilePicker({
  inputRef,
  label,
  onFile,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  onFile: (file: File) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={ACCEPT}
      aria-label={label}
      className="sr-only"
      tabIndex={-1}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
