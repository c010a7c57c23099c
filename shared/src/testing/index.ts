// Test helpers for every workspace, imported as `@palco/shared/testing` from tests only: nothing an app
// runs imports this, so no build includes it.
export * from './fake-api';
export * from './fixtures';
export * from './render-with-providers';
