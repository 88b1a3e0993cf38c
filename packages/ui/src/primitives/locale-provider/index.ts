export { LocaleProvider, type LocaleProviderProps } from './locale-provider.tsx';
export {
  transformDefaults,
  useDefaultTexts,
  useLocale,
  useLocaleLabels,
  type ChooseDefaults,
  type Locale,
} from '../lib/locale.ts';
