/**
 * Every fault and bad input the reliability suite tries, and what the user sees. One list feeds
 * both the tests, browser or component (each test is named `${area} — ${input}` by `caseTitle`;
 * a group's `component` file says it runs as component tests), and the table in
 * docs/reliability.md (`renderCasesTable`); tests/unit/reliability-doc.test.ts fails when they part.
 * The groups live in one file per area (the screens, bad input, the browser-only layers); their
 * order here is the order of the table.
 */
import type { CaseGroup, ReliabilityCase } from './reliability-case-kit';
import { apiKeyCases } from './reliability-cases-api-keys';
import { auditCases } from './reliability-cases-audit';
import { campCases } from './reliability-cases-camps';
import { clinicCases } from './reliability-cases-clinics';
import { consumableCases } from './reliability-cases-consumables';
import { customerAssignmentCases } from './reliability-cases-customer-assignments';
import { customerCases } from './reliability-cases-customers';
import { discussionCases } from './reliability-cases-discussions';
import { doctorCases } from './reliability-cases-doctors';
import { exportCases } from './reliability-cases-export';
import { inputCases } from './reliability-cases-input';
import { integrationCases } from './reliability-cases-integrations';
import { kioskRolloutCases } from './reliability-cases-kiosk-rollouts';
import { kioskCases } from './reliability-cases-kiosks';
import { layerCases } from './reliability-cases-layers';
import { liveCases } from './reliability-cases-live';
import { notificationCases } from './reliability-cases-notifications';
import { orderCases } from './reliability-cases-orders';
import { patientCases } from './reliability-cases-patients';
import { queueCases } from './reliability-cases-queue';
import { settingsCases } from './reliability-cases-settings';
import { shellCases } from './reliability-cases-shell';
import { stockCases } from './reliability-cases-stock';
import { summaryCases } from './reliability-cases-summary';
import { supportCases } from './reliability-cases-support';
import { telemedicineCases } from './reliability-cases-telemedicine';
import { uploadCases } from './reliability-cases-upload';
import { userCases } from './reliability-cases-users';

export { type FaultKey, GENERIC_SCHEMA_TEXT, SLOW_MS } from './reliability-case-kit';

export const reliabilityCases = {
  ...shellCases,
  ...campCases,
  ...patientCases,
  ...queueCases,
  ...liveCases,
  ...summaryCases,
  ...exportCases,
  ...telemedicineCases,
  ...doctorCases,
  ...customerCases,
  ...clinicCases,
  ...customerAssignmentCases,
  ...kioskCases,
  ...kioskRolloutCases,
  ...consumableCases,
  ...orderCases,
  ...stockCases,
  ...supportCases,
  ...notificationCases,
  ...discussionCases,
  ...userCases,
  ...apiKeyCases,
  ...integrationCases,
  ...settingsCases,
  ...auditCases,
  ...uploadCases,
  ...inputCases,
  ...layerCases,
};

export type CaseGroupKey = keyof typeof reliabilityCases;
export type CaseKey<G extends CaseGroupKey> = keyof (typeof reliabilityCases)[G]['cases'] & string;

/** The groups in table order: [key, area, cases]. */
export const caseGroups = (): [string, CaseGroup][] =>
  Object.entries(reliabilityCases as Record<string, CaseGroup>);

export const caseTitle = <G extends CaseGroupKey>(group: G, key: CaseKey<G>): string => {
  const { area, cases } = reliabilityCases[group];
  return `${area} — ${(cases as Record<string, ReliabilityCase>)[key]?.input ?? key}`;
};

const cell = (text: string): string => text.replace(/\|/g, '\\|');

/**
 * The table of docs/reliability.md, one row per case, in the order of the suite; `runsIn` names
 * where a group runs ('component: <file>' or 'browser: <file>', scripts/reliability-table.ts).
 */
export const renderCasesTable = (runsIn: (group: string) => string): string => {
  const rows = caseGroups().flatMap(([group, { area, cases }]) =>
    Object.values(cases).map(
      ({ input, sees }) => `| ${cell(area)} | ${cell(input)} | ${cell(sees)} | ${cell(runsIn(group))} |`,
    ),
  );
  return [
    '| Screen and call | Fault or input | What the user sees | Runs in |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
};
