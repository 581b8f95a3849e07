import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { SwaggerMockValidatorFactory, type ValidationOutcome } from '@pactflow/swagger-mock-validator';

/**
 * Validates pact files against an OpenAPI description with @pactflow/swagger-mock-validator, an
 * implementation independent of ours, offline (no broker, no analytics URL). Strict both ways: a
 * pact response may not hold a field the spec lacks, and must hold every field the spec requires.
 */
export const validatePactAgainstSpec = (specPath: string, pactPath: string): Promise<ValidationOutcome> =>
  SwaggerMockValidatorFactory.create().validate({
    specPathOrUrl: specPath,
    mockPathOrUrl: pactPath,
    additionalPropertiesInResponse: 'false',
    requiredPropertiesInResponse: 'true',
  });

export const pactFilesIn = (dir: string): string[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));

/** One line per error, naming the interaction and the place in the spec. */
export const describeOutcome = (outcome: ValidationOutcome): string =>
  outcome.errors
    .map(
      (error) =>
        `${error.code}: ${error.message} (${error.mockDetails?.interactionDescription ?? '?'} -> ${error.specDetails?.location ?? '?'})`,
    )
    .join('\n');

const childScript = fileURLToPath(new URL('../../scripts/validate-pact.mjs', import.meta.url));
const run = promisify(execFile);

/**
 * The same validation, with the pact's interactions dealt round-robin into `parts` files, each
 * validated by its own node process (scripts/validate-pact.mjs). The validator compiles a schema
 * per interaction on one thread: the 530-interaction proposals pact took 102 s in one process
 * (issue 36); in parts started early it runs beside the Pact verifier instead of after it.
 */
export const validatePactInProcesses = async (
  specPath: string,
  pactPath: string,
  parts: number,
): Promise<ValidationOutcome> => {
  const pact = JSON.parse(readFileSync(pactPath, 'utf8')) as { interactions: unknown[] };
  const dir = mkdtempSync(join(tmpdir(), 'pact-parts-'));
  try {
    const files = Array.from({ length: parts }, (_, part) => {
      const file = join(dir, `part-${part}.json`);
      const interactions = pact.interactions.filter((_interaction, index) => index % parts === part);
      writeFileSync(file, JSON.stringify({ ...pact, interactions }));
      return file;
    });
    const outcomes = await Promise.all(
      files.map(async (file) => {
        const { stdout } = await run(process.execPath, [childScript, specPath, file], {
          maxBuffer: 64 * 1024 * 1024,
        });
        return JSON.parse(stdout) as ValidationOutcome;
      }),
    );
    const reasons = outcomes.flatMap((outcome) => (outcome.failureReason ? [outcome.failureReason] : []));
    return {
      success: outcomes.every((outcome) => outcome.success),
      errors: outcomes.flatMap((outcome) => outcome.errors),
      warnings: outcomes.flatMap((outcome) => outcome.warnings),
      ...(reasons.length > 0 ? { failureReason: reasons.join('\n') } : {}),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
