export {
  SiteFooter,
  swSiteFooterLabels,
  type SiteFooterContact,
  type SiteFooterLabels,
  type SiteFooterProps,
} from './site-footer.tsx';
