import { useLayoutEffect, useRef } from 'react';
import { getSlotHost } from '../platform/slots';

/** Where the active remote renders inside a layout. */
export function RemoteSlot() {
  const container = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    container.current?.appendChild(getSlotHost());
  }, []);
  return <main ref={container} id="main" className="rdv-main" />;
}
