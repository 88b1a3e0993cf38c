export { PhoneInput, type PhoneInputLabels, type PhoneInputProps } from './phone-input.tsx';
