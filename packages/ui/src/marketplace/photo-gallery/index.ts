export { PhotoGallery, swPhotoGalleryLabels } from './photo-gallery.tsx';
export type { GalleryPhoto, PhotoGalleryLabels, PhotoGalleryProps } from './photo-gallery.tsx';
