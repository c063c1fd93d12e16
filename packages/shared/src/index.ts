export * from './constants.js';
export * from './messages.js';
