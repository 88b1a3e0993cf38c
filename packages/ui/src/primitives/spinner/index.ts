export { Spinner, type SpinnerLabels, type SpinnerProps } from './spinner.tsx';
