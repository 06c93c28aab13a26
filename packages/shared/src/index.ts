export * from './constants.js';
export * from './errors.js';
export * from './schemas.js';
export * from './routing.js';
export * from './workspaces.js';
export * from './names.js';
