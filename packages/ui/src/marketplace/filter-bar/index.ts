export {
  FilterBar,
  LOCATION_FILTER,
  EXPERIENCE_FILTER,
  RATING_FILTER,
  categoryFilter,
  type FilterBarLabels,
  type FilterBarProps,
  type FilterDefinition,
  type FilterOption,
  type FilterValues,
} from './filter-bar.tsx';
