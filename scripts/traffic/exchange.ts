/** One API call a browser test made and the answer it got, as `tests/e2e/support/traffic.ts` records it. */
export interface RecordedExchange {
  method: string;
  /** From `/v3/` on: the API base is configuration. */
  path: string;
  /** The query string with its `?`, or ''. */
  query: string;
  /** content-type and the credentials (authorization, x-user-id, x-user-type) when sent. */
  requestHeaders: Record<string, string>;
  requestBody: string | null;
  status: number;
  /** content-type. */
  responseHeaders: Record<string, string>;
  responseBody: string;
  /** Set when the demo API was told to fault this call (`x-demo-fault`): it is not checked. */
  fault?: string;
}

/** A call whose answer could not be read (its page closed first): nothing to check. */
export interface LostExchange {
  lost: true;
  method: string;
  path: string;
  reason: string;
}

/** A call with no answer: a network-error fault, or cut short when its page went away. */
export interface FailedExchange {
  failed: string;
  method: string;
  path: string;
}

export type TrafficLine = RecordedExchange | LostExchange | FailedExchange;
