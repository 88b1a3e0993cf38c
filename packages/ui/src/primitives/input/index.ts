export { Input } from './input.tsx';
