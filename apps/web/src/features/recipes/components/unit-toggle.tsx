import { UNIT_SYSTEMS, type UnitSystem } from '@family-recipes/shared';
import { useT } from '../../../i18n/language';
import { recipesMessages } from '../messages';
import { ScaleButton } from './scale-button';

const UNIT_SYSTEM_LABELS = {
  original: 'asWritten',
  metric: 'metric',
  us: 'us',
} as const satisfies Record<UnitSystem, string>;

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
  const t = useT(recipesMessages);
  return (
    <div className={`unit-toggle ${className}`.trim()} role="group" aria-label={t('units')}>
      <span className="unit-toggle__label" aria-hidden="true">
        {t('units')}
      </span>
      <div className="scale-buttons">
        {UNIT_SYSTEMS.map((option) => (
          <ScaleButton key={option} pressed={system === option} onPress={() => onChange(option)}>
            {t(UNIT_SYSTEM_LABELS[option])}
          </ScaleButton>
        ))}
      </div>
    </div>
  );
}
