import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The web app is a Vite build from our own origin; Mantine writes inline styles, and images may come from an S3
 * endpoint, so those two sources are wider.
 */
function helmetOptions(publicUrl: string, mediaOrigins: readonly string[]): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // hls.js fetches the segments, which may be at the storage's signed URLs (S3 or its CDN).
        connectSrc: ["'self'", ...mediaOrigins],
        mediaSrc: ["'self'", 'blob:', 'https:', ...mediaOrigins],
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
  };
}

async function headersOfOneAnswer(withHelmet: FastifyHelmetOptions | null): Promise<Record<string, string>> {
  const probe = Fastify();
  if (withHelmet) await probe.register(fastifyHelmet, withHelmet);
  probe.get('/', async () => 'probe');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, String(value)]));
}

/**
 * The headers helmet sets for these options, read once from a bare instance with and without it. Helmet stays the
 * judge of what they are; the @fastify/helmet plugin itself would build them anew on every request, which halved the
 * static route's throughput.
 */
export async function securityHeaders(publicUrl: string, mediaOrigins: readonly string[] = []): Promise<Readonly<Record<string, string>>> {
  const [bare, helmeted] = await Promise.all([headersOfOneAnswer(null), headersOfOneAnswer(helmetOptions(publicUrl, mediaOrigins))]);
  return Object.freeze(Object.fromEntries(Object.entries(helmeted).filter(([name]) => !(name in bare))));
}

/** Security headers on every answer, pages and API alike, set from one object made at start. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  mediaOrigins: readonly string[] = [],
): Promise<void> {
  const headers = await securityHeaders(publicUrl, mediaOrigins);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
