export { INLINE_REMOTES_ID, REQUEST_BODY_MAX_BYTES } from './apps.cjs';
export * from './calendar';
export * from './endpoints';
export * from './entities';
export * from './events';
export * from './profile-choice';
export * from './remotes';
export * from './routes';
export * from './settings';
