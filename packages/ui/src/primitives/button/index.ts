export { Button, buttonVariants, swButtonLabels, type ButtonLabels, type ButtonProps } from './button.tsx';
