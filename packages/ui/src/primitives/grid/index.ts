export { Grid, type GridProps } from './grid.tsx';
