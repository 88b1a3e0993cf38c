export { LocaleProvider, type LocaleProviderProps } from './locale-provider.tsx';
export { useLocale, useLocaleLabels, type Locale } from '../lib/locale.ts';
