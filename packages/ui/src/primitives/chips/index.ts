export { Chips, swChipsLabels, type ChipOption, type ChipsLabels, type ChipsProps } from './chips.tsx';
