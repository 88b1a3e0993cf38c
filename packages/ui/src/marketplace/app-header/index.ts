export {
  AppHeader,
  defaultRenderLink,
  swAppHeaderLabels,
  type AppHeaderLabels,
  type AppHeaderLink,
  type AppHeaderProps,
  type RenderLink,
  type RenderLinkProps,
} from './app-header.tsx';
