export { Textarea, type TextareaLabels, type TextareaProps } from './textarea.tsx';
