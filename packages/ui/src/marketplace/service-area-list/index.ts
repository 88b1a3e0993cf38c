export {
  ServiceAreaList,
  swServiceAreaListLabels,
  type ServiceAreaErrors,
  type ServiceAreaField,
  type ServiceAreaListLabels,
  type ServiceAreaListProps,
  type ServiceAreaValue,
} from './service-area-list.tsx';
