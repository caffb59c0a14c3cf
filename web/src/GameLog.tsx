// The game log panel: the narrated events, newest at the bottom, kept scrolled to the end.
import { useEffect, useRef } from 'react';
import type { LogLine } from './narrate.ts';

export function GameLog({ lines }: { lines: LogLine[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines]);
  return (
    <div className="log" data-testid="log" ref={box}>
      {lines.length === 0 && <div className="log-line info">The log is empty.</div>}
      {lines.map((l, i) => (
        <div key={i} className={`log-line ${l.kind}`}>
          {l.text}
        </div>
      ))}
    </div>
  );
}
