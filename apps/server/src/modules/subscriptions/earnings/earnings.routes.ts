import { Readable } from 'node:stream';
import { earningsReportSchema, invoicesQuerySchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../http/current-user.js';
import { commonErrorResponses, workspaceParams } from '../../../http/route-schemas.js';
import type { EarningsService } from './earnings.service.js';

const tags = ['subscriptions'];

export const earningsRoutes: FastifyPluginAsyncZod<{ earnings: EarningsService }> = async (app, { earnings }) => {
  app.get(
    '/api/invoices',
    {
      schema: {
        tags,
        description: "The channel's earnings per currency, by month and by plan (spec §9: paid added, refunded subtracted).",
        querystring: invoicesQuerySchema,
        response: { 200: earningsReportSchema, ...commonErrorResponses },
      },
    },
    async (request) => earnings.report(requireUser(request), request.query.workspace_id),
  );

  app.get(
    '/api/workspaces/:id/payments.csv',
    {
      schema: {
        tags,
        description: "The channel's payments as CSV (text/csv), one row per payment, for its host and admins.",
        params: workspaceParams,
        // The body is a stream Fastify pipes as it is, never serialised; the schema only documents it.
        response: { 200: z.unknown().describe('text/csv: a header row, then one row per payment'), ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const { filename, chunks } = await earnings.paymentsCsv(requireUser(request), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks));
    },
  );
};
