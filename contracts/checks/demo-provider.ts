import { createDemoDb } from '@/mocks/db';
import { demoRouteDefinitions } from '@/mocks/handlers';
import { startDemoServer } from '@/mocks/node-server';

import { verifyProvider } from './provider-verify';

/** Verifies pact files against a fresh demo API served over HTTP on a free port, then stops it. */
export const verifyAgainstDemoApi = async (pactFiles: string[]): Promise<string> => {
  const server = await startDemoServer({ port: 0, db: createDemoDb() });
  try {
    return await verifyProvider({
      providerBaseUrl: server.apiBase,
      pactFiles,
      stateChangeUrl: `${server.url}/__demo/provider-states`,
    });
  } finally {
    await server.close();
  }
};

/**
 * Wraps one demo handler so that `data.<field>` of its answers turns into a string, the kind of
 * drift a careless handler change makes. Returns the function that puts the handler back.
 */
export const retypeDemoResponseField = (operation: string, field: string): (() => void) => {
  const definition = demoRouteDefinitions.find((candidate) => candidate.operation === operation);
  if (!definition) throw new Error(`The demo API has no ${operation} handler`);
  const original = definition.resolve;
  definition.resolve = async (context) => {
    const result = await original(context);
    const data = (result.body as { data?: Record<string, unknown> }).data;
    if (!data || !(field in data)) return result;
    return { ...result, body: { data: { ...data, [field]: String(data[field]) } } };
  };
  return () => {
    definition.resolve = original;
  };
};
