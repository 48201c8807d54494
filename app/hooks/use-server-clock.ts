import { useEffect, useState } from "react";
import { tickMs } from "../../core/ticket-sale.ts";

/**
 * The server's time, ticking on the client. The first render uses the server's instant exactly,
 * so hydration matches; afterwards the offset to the device clock is kept, so a wrong device
 * clock does not break countdowns.
 */
export function useServerClock(serverNowIso: string): Date {
  const [now, setNow] = useState(() => new Date(serverNowIso));
  useEffect(() => {
    const offset = new Date(serverNowIso).getTime() - Date.now();
    const timer = window.setInterval(() => setNow(new Date(Date.now() + offset)), tickMs);
    return () => window.clearInterval(timer);
  }, [serverNowIso]);
  return now;
}
