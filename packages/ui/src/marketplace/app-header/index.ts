export {
  AppHeader,
  defaultRenderLink,
  type AppHeaderLabels,
  type AppHeaderLink,
  type AppHeaderProps,
  type RenderLink,
  type RenderLinkProps,
} from './app-header.tsx';
