import { z } from 'zod';
import { ZErrorEnvelope, type AnyCallDeclaration } from 'shared/contract';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

function authText(decl: AnyCallDeclaration): string {
  switch (decl.auth.kind) {
    case 'public':
      return 'Public.';
    case 'operator':
      return 'Platform operator (role 1) at the app host.';
    case 'link':
      return `Link token for purpose \`${decl.auth.purpose}\` (Bearer header, or token/key/accessToken in the payload).`;
    case 'session':
      return decl.auth.roles ? `Signed-in user with role ${decl.auth.roles.join(', ')}.` : 'Signed-in user.';
  }
}

/** OpenAPI 3.1 document generated from the call declarations. */
export function buildOpenApi(declarations: readonly AnyCallDeclaration[], version = '0.1.0'): JsonSchema {
  const paths: JsonSchema = {};
  const errorRef = { $ref: '#/components/schemas/ErrorEnvelope' };
  const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: errorRef } } });
  for (const decl of [...declarations].sort((a, b) => a.path.localeCompare(b.path))) {
    const secured = decl.auth.kind === 'session' || decl.auth.kind === 'operator' || decl.auth.kind === 'link';
    const parameters = decl.creates
      ? [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            description: 'Repeat-safe creation: the same key within 24 h answers the first response again.',
            schema: { type: 'string', minLength: 8, maxLength: 200 },
          },
        ]
      : undefined;
    paths[`/api${decl.path}`] = {
      post: {
        operationId: decl.path.slice(1).replace(/[/-](\w)/g, (_m, c: string) => c.toUpperCase()),
        summary: decl.summary,
        description: `${authText(decl)}${decl.scope !== 'any' ? ` Only at a ${decl.scope} host.` : ''}`,
        tags: [decl.module],
        ...(secured ? { security: [{ bearerAuth: [] }] } : {}),
        ...(parameters ? { parameters } : {}),
        'x-auth': decl.auth,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: schemaOf(decl.payload, 'input'), example: decl.example } },
        },
        responses: {
          '200': {
            description: 'Success: `{ result }`.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['result'],
                  properties: { result: schemaOf(decl.result, 'output') },
                },
              },
            },
          },
          '400': errorResponse('Malformed request.'),
          ...(secured ? { '401': errorResponse('No valid session or link token (UNAUTHENTICATED, TOKEN_EXPIRED…).') } : {}),
          '403': errorResponse('Not allowed (FORBIDDEN).'),
          '404': errorResponse('Unknown tenant (TENANT_NOT_FOUND) or record (NOT_FOUND).'),
          '422': errorResponse('Payload does not match the schema (VALIDATION_FAILED, with issues).'),
          '429': errorResponse('Rate limited.'),
          '500': errorResponse('Server fault (INTERNAL).'),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Passage API',
      version,
      description:
        'Every call is `POST /api/{module}/{action}` with a JSON object payload (the client adds `timezone` and `today`). ' +
        'Success answers `{ result }`; failure answers `{ result: { error: { code, message } }, message }`. ' +
        'The tenant comes from the host name (`{slug}.{domain}`).',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      schemas: { ErrorEnvelope: schemaOf(ZErrorEnvelope, 'output') },
    },
  };
}
