// Entry of the published build: the components and their compiled stylesheet.
import './styles/globals.css';

export * from './index.ts';
