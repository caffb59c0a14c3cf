// Text with a game's glossary terms marked (issue 17): each term is underlined and shows what it means in a tooltip
// on hover, on keyboard focus and on a tap. Card text (the card detail panes) and prompts read through it.
import { useId, useState } from 'react';
import { type GlossaryEntry, glossaryPieces } from './glossary.ts';
import './help.css';

function Term({ text, entry }: { text: string; entry: GlossaryEntry }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span
      className="term"
      tabIndex={0}
      data-testid="term"
      data-term={entry.term}
      aria-describedby={open ? id : undefined}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onClick={(e) => {
        e.stopPropagation();
        setOpen((o) => !o);
      }}
    >
      {text}
      {open && (
        <span className="term-tip" role="tooltip" id={id} data-testid="term-tip">
          <b>{entry.term}</b> {entry.text}
        </span>
      )}
    </span>
  );
}

export function GlossaryText({ text, glossary }: { text: string; glossary: readonly GlossaryEntry[] }) {
  return (
    <>
      {glossaryPieces(text, glossary).map((p, i) =>
        typeof p === 'string' ? p : <Term key={i} text={p.text} entry={p.entry} />,
      )}
    </>
  );
}
