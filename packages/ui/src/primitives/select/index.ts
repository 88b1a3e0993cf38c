export { Select, SelectGroup, SelectItem, type SelectProps } from './select.tsx';
