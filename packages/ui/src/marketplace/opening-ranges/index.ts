export {
  OpeningRanges,
  QUARTER_HOURS,
  swOpeningRangesLabels,
  type OpeningRange,
  type OpeningRangeErrors,
  type OpeningRangesLabels,
  type OpeningRangesProps,
} from './opening-ranges.tsx';
