// Stylesheets are bundled by Vite; TypeScript only needs to know the import is allowed.
declare module '*.css';
