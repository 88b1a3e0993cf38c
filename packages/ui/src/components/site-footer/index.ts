export { SiteFooter, type SiteFooterContact, type SiteFooterProps } from './site-footer.tsx';
