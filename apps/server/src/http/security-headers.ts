import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer, pages and API alike. The web app is a Vite build from our own origin;
 * Mantine writes inline styles, and images may come from an S3 endpoint, so those two sources are wider.
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only where the site is served over HTTPS; on plain HTTP it would pin browsers to a scheme that fails.
    strictTransportSecurity: publicUrl.startsWith('https:') ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
