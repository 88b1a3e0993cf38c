export { Spinner, swSpinnerLabels, type SpinnerLabels, type SpinnerProps } from './spinner.tsx';
