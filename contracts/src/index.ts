export {
  INLINE_REMOTES_ID,
  REQUEST_BODY_MAX_BYTES,
  SHELL_STRINGS_ID,
  START_CHUNK_ATTRIBUTE,
} from './apps.cjs';
export {
  COMMON_SECURITY_HEADERS,
  RESOURCE_POLICY,
  corsOriginFor,
  framedPagePolicy,
  siteOriginsOf,
} from './security-headers.cjs';
export { GUIDE_MAX_CHANNELS, GUIDE_MAX_RANGE_SECONDS } from './guide-limits.cjs';
export * from './calendar';
export * from './early-answers';
export * from './endpoints';
export * from './entities';
export * from './account-entities';
export * from './guide-entities';
export * from './playback-entities';
export * from './events';
export * from './profile-choice';
export * from './remotes';
export * from './routes';
export * from './settings';
export * from './social';
export * from './title-pages';
export * from './screen-pictures';
export * from './payments';
export * from './iban';
export * from './ads';
export * from './locale';
