/**
 * Media's public face: uploads checked and re-encoded (prepareImage) and stored with their widths, the
 * generated avatar, and an image's address, for the domains that keep pictures (accounts, auth, photos,
 * privacy's export).
 */
export { deleteImage, mediaUrl, prepareImage, saveImage, storeAvatar, storeUpload } from './images.ts';

// For the entry points: the images' own route, the upload limit, and the seed's artwork.
export { mediaRoutes } from './routes.ts';
export { avatarSvg } from './images.ts';
export { etagOf, MAX_IMAGE_BYTES, WIDTHS, type EncodedImage } from './pipeline.ts';
