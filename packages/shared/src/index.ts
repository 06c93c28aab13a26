/** The contract both apps import: per module, the schemas of its requests and answers; common rules beside them. */
export * from './common/constants.js';
export * from './common/errors.js';
export * from './common/http.js';
export * from './common/names.js';
export * from './common/routing.js';
export * from './common/validation.js';
export * from './auth/schemas.js';
export * from './users/schemas.js';
export * from './workspaces/schemas.js';
export * from './banners/schemas.js';
export * from './outbox/schemas.js';
export * from './system/schemas.js';
export * from './activities/schemas.js';
export * from './activities/courses.js';
export * from './plans/money.js';
export * from './plans/schemas.js';
export * from './subscriptions/schemas.js';
