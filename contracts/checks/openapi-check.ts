import { readdirSync } from 'node:fs';
import { join } from 'node:path';

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
