import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

/** C0 controls and DEL; tab, line feed and carriage return are text in a body (descriptions, messages). */
const CONTROL_IN_BODY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** In a URL no control character is meaningful, encoded or not. */
const CONTROL_IN_URL = /[\u0000-\u001F\u007F]|%(?:[01][0-9a-f]|7f)/i;

function findControlCharacter(value: unknown, path: string): string | null {
  if (typeof value === 'string') return CONTROL_IN_BODY.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  // Only parsed JSON is walked: a streamed upload (or any other class instance) is bytes, not text.
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      const found = findControlCharacter(key, path) ?? findControlCharacter(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * PostgreSQL refuses NUL in text and the other controls only make trouble (log forging, invisible names), so a
 * request carrying one in its path, query or JSON body is a 400 before any handler runs, never a 500 later.
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (CONTROL_IN_URL.test(request.url)) {
      throw new AppError('CONTROL_CHARACTER', 'the address contains a control character', [{ path: '', message: 'control_character' }]);
    }
  });
  app.addHook('preValidation', async (request) => {
    const path = findControlCharacter(request.body, '');
    if (path !== null) {
      throw new AppError('CONTROL_CHARACTER', 'the body contains a control character', [{ path, message: 'control_character' }]);
    }
  });
}
