export { Textarea, swTextareaLabels, type TextareaLabels, type TextareaProps } from './textarea.tsx';
