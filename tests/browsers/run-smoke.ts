import { afterAll, expect, inject, it } from 'vitest';

import { createSmokeDriver, type EngineName, type EnginePort } from './smoke-driver';
import { SMOKE_STEPS, type SmokeStep } from './smoke-steps';

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
const slug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs the steps in order. A failing step stops the run (the next ones depend on it) with an error
 * naming the engine and the step, and leaves a screenshot of the page as it was.
 */
export const runSteps = async (
  port: EnginePort,
  baseUrl: string,
  steps: readonly SmokeStep[],
): Promise<void> => {
  const driver = createSmokeDriver(port, baseUrl);
  for (const step of steps) {
    const started = performance.now();
    try {
      await step.run(driver);
    } catch (error) {
      const shot = await driver
        .screenshot(`${slug(step.name)}-failed`)
        .catch((failure: unknown) => `none (${errorText(failure)})`);
      const message = `[${port.engine}] step "${step.name}" failed: ${errorText(error)}\nScreenshot: ${shot}`;
      throw new Error(message, { cause: error });
    }
    console.log(`[${port.engine}] ok  ${step.name} (${seconds(performance.now() - started)})`);
  }
  expect(await driver.pageErrors(), `[${port.engine}] uncaught errors in the page`).toEqual([]);
};

/**
 * The smoke in one engine: one browser session for every step, closed afterwards whatever happened.
 * The browser starts inside the test, so a missing one fails it (a failing beforeAll would only mark
 * it skipped). Registered at a test file's top level.
 */
export const smokeIn = (engine: EngineName, launch: () => Promise<EnginePort>): void => {
  let closeBrowser: (() => Promise<void>) | undefined;
  const close = async () => {
    const pending = closeBrowser;
    closeBrowser = undefined;
    await pending?.();
  };
  // Also after a timeout, when the test's own `finally` may not have run yet.
  afterAll(close);

  it('passes every step of the smoke', async () => {
    const started = performance.now();
    const port = await launch().catch((error: unknown) => {
      throw new Error(`[${engine}] the browser did not start: ${errorText(error)}`, { cause: error });
    });
    closeBrowser = () => port.close();
    try {
      console.log(`[${port.engine}] ${port.version} started in ${seconds(performance.now() - started)}`);
      await runSteps(port, inject('demoUrl'), SMOKE_STEPS);
    } finally {
      await close();
    }
    console.log(`[${port.engine}] whole smoke, start to close: ${seconds(performance.now() - started)}`);
  });
};
