import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@urembo/ui';
import { lazy, Suspense } from 'react';
import { t } from '../../../i18n/index.ts';
import { mediaSrcSet } from '../../../lib/shrink-image.ts';
import { isValidId } from '../../../lib/paging.ts';
import { portfolioQuery } from '../api/photos.ts';
import { ProfileSection } from './profile-parts.tsx';

// The viewer brings Radix Dialog: loaded with the photos, not with the profile's first paint.
const PhotoGallery = lazy(() =>
  import('@urembo/ui/marketplace').then(({ PhotoGallery: Gallery }) => ({ default: Gallery })),
);

/** A vendor's work on their profile: the portfolio as a gallery; nothing while they have none. */
export function PortfolioSection({ vendorId }: { vendorId: number }) {
  const portfolio = useQuery({ ...portfolioQuery(vendorId), enabled: isValidId(vendorId) });
  if (portfolio.isError || portfolio.data?.photos.length === 0) return null;
  const placeholder = (
    <div aria-busy="true" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      <Skeleton className="aspect-square" />
      <Skeleton className="aspect-square" />
    </div>
  );
  return (
    <ProfileSection id="portfolio-heading" title={t('shared.profile.portfolio')}>
      {portfolio.data ? (
        <Suspense fallback={placeholder}>
          <PhotoGallery photos={portfolio.data.photos} srcSet={mediaSrcSet} />
        </Suspense>
      ) : (
        placeholder
      )}
    </ProfileSection>
  );
}

/** A business's cover photo above its profile. */
export function CoverImage({ src }: { src: string | null }) {
  if (!src) return null;
  return (
    <img
      src={`${src}?w=640`}
      srcSet={mediaSrcSet(src)}
      sizes="(min-width: 1152px) 1152px, 100vw"
      alt=""
      className="aspect-[3/1] w-full rounded-lg bg-muted object-cover"
    />
  );
}
