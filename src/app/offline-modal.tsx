import { useEffect, useState } from 'react';

import { Modal } from './modal';

/** Indirection so tests can observe the reload; jsdom cannot spy on window.location. */
export const pageReload = { reload: (): void => window.location.reload() };

/**
 * docs/requirements.md 2.13: losing the connection opens 'Network Error'; Close hides it; when the connection
 * returns the page reloads (whatever failed while offline is fetched again).
 */
export const OfflineModal = () => {
  const [open, setOpen] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  useEffect(() => {
    const onOffline = () => setOpen(true);
    const onOnline = () => pageReload.reload();
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, []);
  if (!open) return null;
  return (
    <Modal title="Network Error" actionLabel="Close" onAction={() => setOpen(false)}>
      <p>No Internet Connection. Please check your network.</p>
    </Modal>
  );
};
