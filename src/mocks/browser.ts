/** Placeholder: the demo API issue replaces this with the stateful handlers. */
export const startDemoApi = async (): Promise<void> => {
  const { setupWorker } = await import('msw/browser');
  await setupWorker().start({ onUnhandledRequest: 'bypass', quiet: true });
};
