// The parts of the error-reporting SDK the adapter uses, and only those: imported on demand as one module,
// so the chunk holds what these need rather than the whole SDK (its namespace would keep every export).
export { captureException, dedupeIntegration, init } from '@sentry/browser';
