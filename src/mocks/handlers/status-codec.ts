import { refusal, type RouteResult } from './kit';

/**
 * How a resource's `status` moves (docs/demo-api.md, "The record kit"): an active flag that flips
 * either way, or an enum whose moves are named transitions (a consultation's accept, start,
 * complete, cancel). The kit refuses a move the codec does not allow with a 422 on `status`.
 */
export interface StatusCodec<Status> {
  /** A new record's status. */
  initial: Status;
  /** Where a record may go from `from`. */
  next: (from: Status) => readonly Status[];
  /** The status in messages ('in progress'). */
  words: (status: Status) => string;
  /** The named transitions open from `from` ('accept', 'cancel'): a record's allowed actions. */
  actions: (from: Status) => readonly string[];
}

/** Active or not: either way, at any time. */
export const booleanStatus: StatusCodec<boolean> = {
  initial: true,
  next: (from) => [!from],
  words: (status) => (status ? 'active' : 'inactive'),
  actions: (from) => [from ? 'disable' : 'enable'],
};

export interface EnumStatusSpec<Status extends string> {
  initial: Status;
  /** Where each status may go next. */
  next: Readonly<Record<Status, readonly Status[]>>;
  /** Each status's text ('In progress'); messages use it in lower case. */
  text: Readonly<Record<Status, string>>;
  /** The name of the move to each status ('accept' to scheduled). */
  transitions: Readonly<Record<Status, string>>;
}

/** An enum status with named transitions, from its table of next statuses. */
export const enumStatus = <Status extends string>(spec: EnumStatusSpec<Status>): StatusCodec<Status> => ({
  initial: spec.initial,
  next: (from) => spec.next[from],
  words: (status) => spec.text[status].toLowerCase(),
  actions: (from) => spec.next[from].map((to) => spec.transitions[to]),
});

/**
 * The 422 of a move the codec does not allow ('A completed consultation cannot become
 * scheduled.'), or null when it may go there.
 */
export const refuseMove = <Status>(
  codec: StatusCodec<Status>,
  noun: string,
  from: Status,
  to: Status,
): RouteResult | null =>
  codec.next(from).includes(to)
    ? null
    : refusal(`A ${codec.words(from)} ${noun} cannot become ${codec.words(to)}.`, 'status');
