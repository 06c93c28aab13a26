import { courseListSchema, courseSchema, createCourseBodySchema, updateCourseBodySchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser, requireUser } from '../../http/current-user.js';
import { commonErrorResponses, workspaceParams } from '../../http/route-schemas.js';
import type { CoursesService } from './courses.service.js';

const tags = ['courses'];

export const coursesRoutes: FastifyPluginAsyncZod<{ courses: CoursesService }> = async (app, { courses }) => {
  app.get(
    '/api/workspaces/:id/courses',
    { schema: { tags, params: workspaceParams, response: { 200: courseListSchema, ...commonErrorResponses } } },
    async (request) => courses.list(optionalUser(request), request.params.id),
  );

  app.post(
    '/api/workspaces/:id/courses',
    { schema: { tags, params: workspaceParams, body: createCourseBodySchema, response: { 201: courseSchema, ...commonErrorResponses } } },
    async (request, reply) =>
      reply.status(201).send(await courses.create(requireUser(request), request.params.id, request.body.title, request.body.description)),
  );

  app.put(
    '/api/courses/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.string().uuid() }),
        body: updateCourseBodySchema,
        response: { 200: courseSchema, ...commonErrorResponses },
      },
    },
    async (request) => courses.update(requireUser(request), request.params.id, request.body),
  );
};
