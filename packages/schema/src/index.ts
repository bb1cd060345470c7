export * from './enums';
export * from './constants';
export * from './geo';
export * from './hydration';
export * from './uploads';
export * from './validation';
export * from './errors';
