import { useCallback, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};

/** The header's full-screen toggle: the whole document enters or leaves full screen. */
export const useFullscreen = (): { active: boolean; toggle: () => void } => {
  const active = useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement !== null && document.fullscreenElement !== undefined,
    () => false,
  );
  const toggle = useCallback(() => {
    const request = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    // Refused (no user gesture, unsupported, an iframe without permission): nothing to undo.
    request.catch((error: unknown) => console.warn('[shell] full screen refused', error));
  }, []);
  return { active, toggle };
};
