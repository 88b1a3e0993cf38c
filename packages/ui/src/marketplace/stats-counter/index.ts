export { StatsCounter, type StatsCounterProps } from './stats-counter.tsx';
