/** The External Integrations routes (docs/integrations.md, "Screens"; the requirements' spelling). */
export const INTEGRATIONS_PATH = '/dashboard/manage/externalIntergation';
export const CREATE_INTEGRATION_PATH = `${INTEGRATIONS_PATH}/create`;
export const integrationPath = (id: number): string => `${INTEGRATIONS_PATH}/view/${id}`;
