import { act, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../../i18n/language';
import { loadEveryCatalog } from '../../../i18n/messages';
import { UnitToggle, unitSystemsFor } from './unit-toggle';

describe('the unit toggle in the reader’s language', () => {
  it('offers the units as written first, then the system the language usually measures in', () => {
    expect(unitSystemsFor('en-US')).toEqual(['original', 'us', 'metric']);
    for (const language of ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'zh', 'ar']) {
      expect(unitSystemsFor(language)).toEqual(['original', 'metric', 'us']);
    }
  });

  it('when a German cook opens it, then its buttons read as written, metric, then US', async () => {
    await loadEveryCatalog('de');
    await act(async () => {
      render(
        <LanguageProvider initial="de">
          <Suspense fallback={null}>
            <UnitToggle system="original" onChange={() => undefined} />
          </Suspense>
        </LanguageProvider>,
      );
    });
    const group = await screen.findByRole('group', { name: 'Einheiten' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Wie angegeben', 'Metrisch', 'US']);
  });
});
