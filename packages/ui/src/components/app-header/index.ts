export {
  AppHeader,
  defaultRenderLink,
  type AppHeaderLink,
  type AppHeaderProps,
  type RenderLink,
  type RenderLinkProps,
} from './app-header.tsx';
