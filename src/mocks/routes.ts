import { type HttpMethod, OPERATIONS, type OperationId } from '@/lib/http/operations';

/**
 * Method and MSW path of every operation in openapi/v3.yaml, derived from the generated operations
 * table (`{id}` becomes `:id`, and `*` stands for any API base). routes.test.ts checks them against
 * the generated MSW handler factories, which are not imported here: every generated `*.msw.ts`
 * module imports faker (about 220 KiB gzipped), which would land in the browser's demo chunk.
 */
export type DemoOperation = OperationId;

export interface DemoRoute {
  method: HttpMethod;
  path: string;
  proposed: boolean;
}

export const mswPathOf = (template: string): string => `*${template.replace(/\{(\w+)\}/g, ':$1')}`;

export const demoRoutes = Object.fromEntries(
  OPERATIONS.map((operation) => [
    operation.operationId,
    { method: operation.method, path: mswPathOf(operation.path), proposed: operation.proposed },
  ]),
) as Readonly<Record<DemoOperation, DemoRoute>>;

/**
 * MSW matches paths case-insensitively, so '*\/v3/clinic/filter' also catches '/v3/Clinic/filter'.
 * This case-sensitive pattern lets a handler check that the request really is its path.
 */
export const exactPathPattern = (mswPath: string): RegExp => {
  const rest = mswPath.replace(/^\*/, '');
  const source = rest
    .split(/:[A-Za-z_]+/)
    .map((part) => part.replace(/[.+?^${}()|[\]\\*]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^(?:.*)${source}$`);
};
