export {
  CountySubCountySelect,
  swCountySubCountySelectLabels,
  type CountySubCountySelectLabels,
  type CountySubCountySelectProps,
} from './county-sub-county-select.tsx';
