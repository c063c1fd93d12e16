import { UNIT_SYSTEMS, type UnitSystem } from '@family-recipes/shared';

const UNIT_SYSTEM_LABELS: Record<UnitSystem, string> = {
  original: 'As written',
  metric: 'Metric',
  us: 'US',
};

/** Units as written, metric or US: changes what is shown, never the stored recipe. */
export function UnitToggle({
  system,
  onChange,
  className = '',
}: {
  system: UnitSystem;
  onChange: (system: UnitSystem) => void;
  className?: string;
}) {
  return (
    <div className={`unit-toggle ${className}`.trim()} role="group" aria-label="Units">
      <span className="unit-toggle__label" aria-hidden="true">
        Units
      </span>
      <div className="scale-buttons">
        {UNIT_SYSTEMS.map((option) => (
          <button
            key={option}
            type="button"
            className="scale-buttons__button"
            aria-pressed={system === option}
            onClick={() => onChange(option)}
          >
            {UNIT_SYSTEM_LABELS[option]}
          </button>
        ))}
      </div>
    </div>
  );
}
