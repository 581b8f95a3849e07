import { Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';

import { DEFAULT_TOAST_LIFE, subscribeToasts } from '@/lib/toast';

/** The app's one toast host: top-right by default, a second host for bottom-center messages. */
export const ToastHost = () => {
  const topRight = useRef<Toast>(null);
  const bottomCenter = useRef<Toast>(null);
  useEffect(
    () =>
      subscribeToasts(({ position = 'top-right', life = DEFAULT_TOAST_LIFE, ...message }) => {
        const host = position === 'bottom-center' ? bottomCenter.current : topRight.current;
        host?.show({ ...message, life });
      }),
    [],
  );
  return (
    <>
      <Toast ref={topRight} position="top-right" />
      <Toast ref={bottomCenter} position="bottom-center" />
    </>
  );
};
