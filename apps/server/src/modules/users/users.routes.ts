import { errorResponseSchema, profileUpdateBodySchema, profileUpdateResponseSchema, userProfileSchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/current-user.js';
import { toUserProfile } from './users.presenter.js';
import type { UsersService } from './users.service.js';

const params = z.object({ email: z.string().min(1).max(254) });

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/api/users/:email',
    {
      schema: {
        tags: ['users'],
        params,
        response: { 200: userProfileSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await users.getProfile(requireUser(request), request.params.email);
      return toUserProfile(user, await users.isReferrerLocked(user));
    },
  );

  app.put(
    '/api/users/:email',
    {
      schema: {
        tags: ['users'],
        params,
        body: profileUpdateBodySchema,
        response: { 200: profileUpdateResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const updated = await users.updateProfile(requireUser(request), request.params.email, request.body);
      return { msg: 'USER_PROFILE_UPDATED' as const, user: toUserProfile(updated, await users.isReferrerLocked(updated)) };
    },
  );
};
