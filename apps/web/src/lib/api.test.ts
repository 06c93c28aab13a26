import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, parseAnswer, setApiTransport } from './api';
import { workspaceSchemas } from './contract';

const answerWith = (status: number, body: unknown) => setApiTransport(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => setApiTransport((input, init) => fetch(input, init)));

describe('answers checked against the contract', () => {
  const statsSchema = z.object({ followers: z.number() });

  it('checks an answer against a schema given as is, or loaded from the contract on first use', async () => {
    answerWith(200, { followers: 3 });
    await expect(apiRequest('/api/stats', statsSchema)).resolves.toEqual({ followers: 3 });
    answerWith(200, { workspace_id: 'w1', slug: null });
    await expect(apiRequest('/api/workspaces', workspaceSchemas('createdWorkspaceSchema'))).resolves.toEqual({
      workspace_id: 'w1',
      slug: null,
    });
  });

  it('fails loudly on an answer the loaded schema refuses, and with the API error on a refusal', async () => {
    answerWith(200, { workspace_id: 42 });
    await expect(apiRequest('/api/workspaces', workspaceSchemas('createdWorkspaceSchema'))).rejects.toBeInstanceOf(z.ZodError);
    answerWith(403, { msg: 'FORBIDDEN', message: 'not yours' });
    await expect(apiRequest('/api/workspaces', workspaceSchemas('createdWorkspaceSchema'))).rejects.toMatchObject({
      constructor: ApiError,
      status: 403,
      msg: 'FORBIDDEN',
    });
  });

  it('checks an answer read apart the same way', async () => {
    await expect(parseAnswer(workspaceSchemas('workspaceImageResponseSchema'), { url: '/a.png' })).resolves.toEqual({ url: '/a.png' });
    await expect(parseAnswer(workspaceSchemas('workspaceImageResponseSchema'), {})).rejects.toBeInstanceOf(z.ZodError);
  });
});
