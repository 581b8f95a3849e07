import { readFileSync } from 'node:fs';

import { callOf, type PactFile } from './coverage';
import type { VerificationFailure } from './provider-verify';

/** How far a provider has come with one proposed call: its interactions, and those that held. */
export interface ProposalOutcome {
  call: string;
  interactions: number;
  held: number;
  /** The interactions that did not hold, with their first mismatch. */
  failed: string[];
}

/**
 * Proposals are verified in pending mode (docs/proposed-api.md), as a Pact Broker treats new pacts:
 * what the verifier reports is read per call of the contract, never as a failure of the run.
 */
export const proposalOutcomes = (
  pact: PactFile,
  failures: readonly VerificationFailure[],
): ProposalOutcome[] => {
  const byCall = new Map<string, ProposalOutcome>();
  for (const { description, request } of pact.interactions) {
    const call = callOf(request);
    const entry = byCall.get(call) ?? { call, interactions: 0, held: 0, failed: [] };
    entry.interactions += 1;
    const failure = failures.find(({ interaction }) => interaction.includes(description));
    if (failure)
      entry.failed.push(`${description}${failure.mismatches[0] ? `: ${failure.mismatches[0]}` : ''}`);
    else entry.held += 1;
    byCall.set(call, entry);
  }
  return [...byCall.values()].sort((a, b) => a.call.localeCompare(b.call));
};

const mark = ({ interactions, held }: ProposalOutcome): string =>
  held === interactions ? 'provided' : held === 0 ? 'missing ' : 'partly  ';

/** The report `contracts:verify` prints: a line per proposed call, then how many the server provides. */
export const describeProposals = (outcomes: readonly ProposalOutcome[]): string => {
  const provided = outcomes.filter(({ interactions, held }) => held === interactions).length;
  const lines = outcomes.map(
    (outcome) =>
      `  ${mark(outcome)} ${outcome.call} (${outcome.held} of ${outcome.interactions} interactions hold)`,
  );
  return [
    'Proposed calls (pending: a proposal the server does not satisfy yet never fails the verification):',
    ...lines,
    `${provided} of ${outcomes.length} proposed calls are provided by this server.`,
  ].join('\n');
};

export const readPactFile = (file: string): PactFile => JSON.parse(readFileSync(file, 'utf8')) as PactFile;
