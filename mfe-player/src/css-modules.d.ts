// The shared webpack config builds CSS Modules with named exports only (css-loader `namedExport`), so a
// stylesheet is imported as a namespace: `import * as styles from './X.module.css'`.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export = classes;
}
declare module '*.css';
