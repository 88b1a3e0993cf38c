export {
  PhoneInput,
  swPhoneInputLabels,
  type PhoneInputLabels,
  type PhoneInputProps,
} from './phone-input.tsx';
