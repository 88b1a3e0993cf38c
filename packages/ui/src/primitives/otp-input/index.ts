export { OtpInput, swOtpInputLabels, type OtpInputLabels, type OtpInputProps } from './otp-input.tsx';
