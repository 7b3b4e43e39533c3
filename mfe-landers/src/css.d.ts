// The server build imports a CSS file as its text (shared/build-config createServerRenderConfig);
// the browser build only for its effect (style-loader).
declare module '*.css' {
  const css: string;
  export default css;
}
