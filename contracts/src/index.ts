export * from './entities';
export * from './endpoints';
export * from './events';
export * from './remotes';
export * from './routes';
export * from './settings';
