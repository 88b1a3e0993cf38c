export {
  ServiceMenu,
  type ServiceMenuItem,
  type ServiceMenuLabels,
  type ServiceMenuProps,
} from './service-menu.tsx';
