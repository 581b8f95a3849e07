import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { shapeZodOutput, stripSchemaDescriptions } from './zod-output';

describe('stripSchemaDescriptions', () => {
  it("drops a schema's description and keeps the ones a response, a parameter or an operation needs", () => {
    const spec = {
      paths: {
        '/v3/x': {
          get: {
            description: 'operation',
            parameters: [{ in: 'query', name: 'q', description: 'parameter', schema: { type: 'string' } }],
            responses: {
              200: {
                description: 'response',
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      description: 'schema',
                      properties: { a: { $ref: '#/x', description: 'ref' } },
                    },
                  },
                },
              },
            },
          },
        },
      },
    };
    const get = stripSchemaDescriptions(spec).paths['/v3/x'].get;
    expect(get.description).toBe('operation');
    expect(get.parameters[0]?.description).toBe('parameter');
    const response = get.responses[200];
    expect(response.description).toBe('response');
    expect(response.content['application/json'].schema).toEqual({
      type: 'object',
      properties: { a: { $ref: '#/x' } },
    });
  });
});

describe('shapeZodOutput', () => {
  it('marks every zod call pure and lists the response schemas in responses.ts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zod-output-'));
    const target = join(dir, 'v3.zod.ts');
    writeFileSync(
      target,
      [
        "import * as zod from 'zod';",
        'export const GetXBody = zod.object({ a: zod.string().min(1) });',
        'export const GetXResponse = zod.object({ data: zod.array(zod.int()) });',
        '',
      ].join('\n'),
    );
    shapeZodOutput(target);
    const shaped = readFileSync(target, 'utf8');
    expect(shaped).toContain("import * as zod from 'zod';");
    expect(shaped).toContain(
      'export const GetXBody = /* @__PURE__ */ zod.object({ a: /* @__PURE__ */ zod.string().min(1) });',
    );
    expect(shaped.match(/@__PURE__/g)).toHaveLength(5);
    const responses = readFileSync(join(dir, 'responses.ts'), 'utf8');
    expect(responses).toContain('export {\n  GetXResponse,\n} from');
    expect(responses).not.toContain('GetXBody');
  });
});
