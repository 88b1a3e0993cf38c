// The catalogues the `catalogues()` Vite plugin serves, compiled at build time.
declare module 'virtual:catalogue/*' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
