import { UNIT_SYSTEMS, type UnitSystem } from '@family-recipes/shared';
import { ScaleButton } from './scale-button';

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
          <ScaleButton key={option} pressed={system === option} onPress={() => onChange(option)}>
            {UNIT_SYSTEM_LABELS[option]}
          </ScaleButton>
        ))}
      </div>
    </div>
  );
}
