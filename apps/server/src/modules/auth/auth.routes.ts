import {
  errorResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  requestResetBodySchema,
  resetPasswordBodySchema,
  resetPasswordResponseSchema,
  sessionUserSchema,
  signupBodySchema,
  signupResponseSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/current-user.js';
import { toSessionUser } from '../users/index.js';
import type { AuthService } from './auth.service.js';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie.js';

interface Options {
  auth: AuthService;
  secureCookies: boolean;
}

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, secureCookies }) => {
  app.post(
    '/api/signup',
    {
      schema: {
        tags: ['auth'],
        body: signupBodySchema,
        response: { 201: signupResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { user, workspaceId } = await auth.signup(
        {
          email: body.email,
          password: body.password,
          role: body.role,
          firstName: body.first_name,
          lastName: body.last_name,
          workspaceName: body.workspace_name,
          referralCode: body.referral_code,
        },
        request.ip,
      );
      return reply.status(201).send({ user: toSessionUser(user), workspace_id: workspaceId });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        body: loginBodySchema,
        response: { 200: loginResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, token, expiresAt } = await auth.login(request.body.email, request.body.password, request.ip);
      setSessionCookie(reply, token, expiresAt, secureCookies);
      return { user: toSessionUser(user) };
    },
  );

  app.get('/api/auth/me', { schema: { tags: ['auth'], response: { 200: sessionUserSchema, 401: errorResponseSchema } } }, async (request) =>
    toSessionUser(requireUser(request).row),
  );

  app.post('/api/auth/logout', { schema: { tags: ['auth'], response: { 204: z.null() } } }, async (request, reply) => {
    const token = readSessionToken(request);
    if (token) await auth.logout(token);
    clearSessionCookie(reply, secureCookies);
    return reply.status(204).send(null);
  });

  app.post(
    '/api/request-reset-password',
    {
      schema: {
        tags: ['auth'],
        body: requestResetBodySchema,
        response: { 200: messageResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      await auth.requestPasswordReset(request.body.email, request.ip);
      return { msg: 'PASSWORD_RESET_EMAIL_SENT' as const };
    },
  );

  app.post(
    '/api/reset-password',
    {
      schema: {
        tags: ['auth'],
        body: resetPasswordBodySchema,
        response: { 200: resetPasswordResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const email = await auth.resetPassword(request.body.id, request.body.code, request.body.password, request.ip);
      return { msg: 'PASSWORD_RESET_DONE' as const, email };
    },
  );
};
