/** CSS Modules: each class name in the file becomes a scoped name at build time. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** Plain stylesheets are imported for their side effect only. */
declare module '*.css';
