import {
  createPostBodySchema,
  createThreadBodySchema,
  forumPostPageSchema,
  forumPostSchema,
  forumPostsQuerySchema,
  forumThreadPageSchema,
  forumThreadSchema,
  forumThreadsQuerySchema,
  offensiveWordsSchema,
  updateOffensiveWordsBodySchema,
  updatePostBodySchema,
  updateThreadBodySchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser, requireUser } from '../../http/current-user.js';
import { commonErrorResponses, workspaceParams } from '../../http/route-schemas.js';
import type { ForumService } from './forum.service.js';

const tags = ['forum'];
const idParams = z.object({ id: z.string().uuid() });
const errors = { ...commonErrorResponses, 413: commonErrorResponses[400] };

/** Spec 001 §7 forum calls (paths not shown there): threads under their channel, replies under their thread. */
export const forumRoutes: FastifyPluginAsyncZod<{ forum: ForumService }> = async (app, { forum }) => {
  app.get(
    '/api/workspaces/:id/threads',
    {
      schema: { tags, params: workspaceParams, querystring: forumThreadsQuerySchema, response: { 200: forumThreadPageSchema, ...errors } },
    },
    async (request) => forum.threads(optionalUser(request), request.params.id, request.query),
  );

  app.post(
    '/api/workspaces/:id/threads',
    { schema: { tags, params: workspaceParams, body: createThreadBodySchema, response: { 201: forumThreadSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await forum.createThread(optionalUser(request), request.params.id, request.body)),
  );

  app.get('/api/threads/:id', { schema: { tags, params: idParams, response: { 200: forumThreadSchema, ...errors } } }, async (request) =>
    forum.thread(optionalUser(request), request.params.id),
  );

  app.put(
    '/api/threads/:id',
    { schema: { tags, params: idParams, body: updateThreadBodySchema, response: { 200: forumThreadSchema, ...errors } } },
    async (request) => forum.updateThread(optionalUser(request), request.params.id, request.body),
  );

  app.get(
    '/api/threads/:id/posts',
    { schema: { tags, params: idParams, querystring: forumPostsQuerySchema, response: { 200: forumPostPageSchema, ...errors } } },
    async (request) => forum.posts(optionalUser(request), request.params.id, request.query),
  );

  app.post(
    '/api/threads/:id/posts',
    { schema: { tags, params: idParams, body: createPostBodySchema, response: { 201: forumPostSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await forum.createPost(optionalUser(request), request.params.id, request.body)),
  );

  app.put(
    '/api/posts/:id',
    { schema: { tags, params: idParams, body: updatePostBodySchema, response: { 200: forumPostSchema, ...errors } } },
    async (request) => forum.hidePost(optionalUser(request), request.params.id),
  );

  app.get('/api/admin/forum/offensive-words', { schema: { tags, response: { 200: offensiveWordsSchema, ...errors } } }, async (request) =>
    forum.offensiveWords(requireUser(request)),
  );

  app.put(
    '/api/admin/forum/offensive-words',
    { schema: { tags, body: updateOffensiveWordsBodySchema, response: { 200: offensiveWordsSchema, ...errors } } },
    async (request) => forum.setOffensiveWords(requireUser(request), request.body.words),
  );
};
