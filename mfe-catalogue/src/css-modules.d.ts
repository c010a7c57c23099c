// css-loader builds CSS Modules with named exports (one per class), so they are imported as a namespace:
// `import * as styles from './X.module.css'`. A default import is undefined at run time.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export = classes;
}
declare module '*.css';
