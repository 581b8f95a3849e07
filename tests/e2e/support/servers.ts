import { type PreviewServer, preview } from 'vite';

/** Serves a built folder with Vite's preview server on 127.0.0.1 and an OS-chosen port. */
export const servePreview = async (outDir: string): Promise<{ url: string; close: () => Promise<void> }> => {
  const server: PreviewServer = await preview({
    logLevel: 'silent',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') throw new Error('preview server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.httpServer.close(() => resolve())),
  };
};
