// The auto-answer settings (issue 17, web/src/autoAnswer.ts) as checkboxes under the game's log: each can be turned
// off, and the choice is remembered in this browser.
import { AUTO_LABELS, type AutoSettings } from './autoAnswer.ts';

export function AutoSettingsMenu({ value, onChange }: { value: AutoSettings; onChange(s: AutoSettings): void }) {
  const keys = Object.keys(AUTO_LABELS) as (keyof AutoSettings)[];
  return (
    <details className="auto-settings" data-testid="auto-settings">
      <summary>Answer by itself</summary>
      {keys.map((k) => (
        <label key={k}>
          <input
            type="checkbox"
            data-testid={`auto-${k}`}
            checked={value[k]}
            onChange={(e) => onChange({ ...value, [k]: e.currentTarget.checked })}
          />{' '}
          {AUTO_LABELS[k]}
        </label>
      ))}
    </details>
  );
}
