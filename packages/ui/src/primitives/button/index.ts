export { Button, buttonVariants, type ButtonLabels, type ButtonProps } from './button.tsx';
