export * from './account';
export * from './catalog';
export * from './dashboard';
export * from './event';
export * from './occasion';
export * from './order';
export * from './organization';
export * from './support';
