export { Chips, type ChipOption, type ChipsLabels, type ChipsProps } from './chips.tsx';
