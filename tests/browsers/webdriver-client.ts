/**
 * A minimal W3C WebDriver (classic, HTTP) client: the few commands the smoke needs, over fetch.
 * WebKitGTK's WebKitWebDriver speaks only this protocol (it refuses `webSocketUrl`, i.e. BiDi), and a
 * full client such as webdriverio would add dozens of packages for eight commands.
 */

/** The key under which WebDriver returns a DOM element (W3C WebDriver, "web element identifier"). */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
/** No command may hang the run: each gets this long, page loads included. */
const COMMAND_TIMEOUT_MS = 60_000;

export interface WebDriverSession {
  readonly id: string;
  readonly capabilities: Record<string, unknown>;
  command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T>;
  /** Runs a page function's source with JSON arguments; an element comes back as its reference. */
  execute<T>(source: string, args: readonly unknown[]): Promise<T>;
  /** Like execute, for a function that returns an element or null: the element's id, or null. */
  executeForElement(source: string, args: readonly unknown[]): Promise<string | null>;
  delete(): Promise<void>;
}

interface WebDriverAnswer<T> {
  value: T | { error: string; message: string };
}

const isWebDriverError = (value: unknown): value is { error: string; message: string } =>
  typeof value === 'object' && value !== null && 'error' in value && 'message' in value;

const request = async <T>(url: string, method: string, body?: unknown): Promise<T> => {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' },
    body: body === undefined ? null : JSON.stringify(body),
    signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
  });
  const answer = (await response.json()) as WebDriverAnswer<T>;
  if (!response.ok || isWebDriverError(answer.value)) {
    const { error, message } = isWebDriverError(answer.value)
      ? answer.value
      : { error: `HTTP ${response.status}`, message: '' };
    throw new Error(`WebDriver ${method} ${new URL(url).pathname}: ${error}: ${message}`);
  }
  return answer.value;
};

export const newSession = async (
  serverUrl: string,
  alwaysMatch: Record<string, unknown>,
): Promise<WebDriverSession> => {
  const created = await request<{ sessionId: string; capabilities: Record<string, unknown> }>(
    `${serverUrl}/session`,
    'POST',
    { capabilities: { alwaysMatch } },
  );
  const base = `${serverUrl}/session/${created.sessionId}`;
  const command = <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
    request<T>(`${base}${path}`, method, body ?? (method === 'POST' ? {} : undefined));
  const execute = <T>(source: string, args: readonly unknown[]) =>
    command<T>('POST', '/execute/sync', { script: `return (${source}).apply(null, arguments);`, args });
  return {
    id: created.sessionId,
    capabilities: created.capabilities,
    command,
    execute,
    executeForElement: async (source, args) => {
      const found = await execute<Record<string, string> | null>(source, args);
      return found?.[ELEMENT_KEY] ?? null;
    },
    delete: async () => {
      await command('DELETE', '');
    },
  };
};
