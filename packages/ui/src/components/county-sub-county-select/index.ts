export { CountySubCountySelect, type CountySubCountySelectProps } from './county-sub-county-select.tsx';
