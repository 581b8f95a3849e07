// One swagger-mock-validator run in its own process (contracts/checks/openapi-check.ts,
// `validatePactInProcesses`): `node scripts/validate-pact.mjs <spec> <pact>` prints the outcome as
// JSON. The validator compiles a schema for every interaction on one thread (about 0.2 s each), so
// the contracts step runs the proposals pact in parts, beside the Pact verifier (docs/testing.md).
import { SwaggerMockValidatorFactory } from '@pactflow/swagger-mock-validator';

const [specPathOrUrl, mockPathOrUrl] = process.argv.slice(2);
const outcome = await SwaggerMockValidatorFactory.create().validate({
  specPathOrUrl,
  mockPathOrUrl,
  additionalPropertiesInResponse: 'false',
  requiredPropertiesInResponse: 'true',
});
process.stdout.write(JSON.stringify(outcome));
