export {
  ServiceMenu,
  swServiceMenuLabels,
  type ServiceMenuItem,
  type ServiceMenuLabels,
  type ServiceMenuProps,
} from './service-menu.tsx';
