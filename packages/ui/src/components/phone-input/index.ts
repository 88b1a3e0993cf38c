export { PhoneInput, type PhoneInputProps } from './phone-input.tsx';
