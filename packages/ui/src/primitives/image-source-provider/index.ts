export { ImageSourceProvider, type ImageSourceProviderProps } from './image-source-provider.tsx';
export type { SourceAt } from '../lib/image-source.ts';
