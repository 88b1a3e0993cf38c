export { Chips, type ChipOption, type ChipsProps } from './chips.tsx';
