export { SlotPicker, swSlotPickerLabels } from './slot-picker.tsx';
export type {
  SlotPickerDay,
  SlotPickerDayNameParts,
  SlotPickerLabels,
  SlotPickerProps,
  SlotPickerSlot,
  SlotPickerValue,
} from './slot-picker.tsx';
