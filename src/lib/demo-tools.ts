/**
 * What the sign-in page offers in demo mode: the demo accounts and a reset of the demo data. Both
 * belong to the demo API (src/mocks), which only src/main.tsx loads (eslint.config.js forbids
 * src/features and src/app to import it): main.tsx provides them here once the demo API runs, and
 * the sign-in page reads them from here. In a configured build nothing provides them.
 */
export interface DemoAccount {
  role: string;
  username: string;
  password: string;
}

export interface DemoTools {
  accounts: readonly DemoAccount[];
  /** Puts the demo data back to its seed; the user stays signed in. */
  resetDemoData: () => Promise<void>;
}

let provided: DemoTools | null = null;

/** `null` takes them away again (tests). */
export const provideDemoTools = (tools: DemoTools | null): void => {
  provided = tools;
};

export const demoTools = (): DemoTools | null => provided;
