import { measuresInUsUnits, UNIT_SYSTEMS, type UnitSystem } from '@family-recipes/shared';
import { useLanguage, useT } from '../../../i18n/language';
import { recipesMessages } from '../messages';
import { ScaleButton } from './scale-button';

const UNIT_SYSTEM_LABELS = {
  original: 'asWritten',
  metric: 'metric',
  us: 'us',
} as const satisfies Record<UnitSystem, string>;

/**
 * The systems in the order the toggle offers them: as written first (units keep their written
 * form), then the one the reader's customs usually measure in (`measuresInUsUnits`): cups and
 * ounces where the United States' customs are followed, grams and litres everywhere else, the
 * site's British English included.
 */
export function unitSystemsFor(language: string): readonly UnitSystem[] {
  const usFirst = measuresInUsUnits(language);
  return [...UNIT_SYSTEMS].sort((a, b) => rank(a, usFirst) - rank(b, usFirst));
}

const rank = (system: UnitSystem, usFirst: boolean) =>
  system === 'original' ? 0 : (system === 'us') === usFirst ? 1 : 2;

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
  const { language } = useLanguage();
  return (
    <div className={`unit-toggle ${className}`.trim()} role="group" aria-label={t('units')}>
      <span className="unit-toggle__label" aria-hidden="true">
        {t('units')}
      </span>
      <div className="scale-buttons">
        {unitSystemsFor(language).map((option) => (
          <ScaleButton key={option} pressed={system === option} onPress={() => onChange(option)}>
            {t(UNIT_SYSTEM_LABELS[option])}
          </ScaleButton>
        ))}
      </div>
    </div>
  );
}
