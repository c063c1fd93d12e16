import { useQuery } from '@tanstack/react-query';
import { PanelLoading } from '../../../components/ui/page-loading';
import { LoadFailure } from '../../../components/ui/retry-button';
import { TitledSection } from '../../../components/ui/titled-section';
import { useT } from '../../../i18n/language';
import { cardReaderSettingsQueryOptions } from '../api/card-reader-api';
import { cardReaderMessages } from '../messages';
import { CardReaderForm } from './card-reader-form';
import './card-reader.css';

/**
 * The administrators' Card reader page: this month's use of the server reader, and its settings
 * (the address and model of an OpenAI-compatible API, its key, and how many cards may be read).
 */
export function CardReaderPage() {
  const t = useT(cardReaderMessages);
  const settings = useQuery(cardReaderSettingsQueryOptions());

  if (settings.isPending) {
    return <PanelLoading />;
  }
  if (settings.isError) {
    return (
      <LoadFailure
        className="card-reader__problem"
        message={t('loadFailed', { error: settings.error.message })}
        query={settings}
        primary
      />
    );
  }

  const { used_this_month, monthly_budget, tokens_this_month } = settings.data;
  return (
    <div className="card-reader">
      <TitledSection
        className="card-reader__section"
        headingClassName="card-reader__heading"
        heading={t('usageHeading')}
      >
        <p className="card-reader__text">
          {t('used', { used: used_this_month, budget: monthly_budget })}
        </p>
        <p className="card-reader__text">{t('tokens', { count: tokens_this_month })}</p>
        <p className="card-reader__text card-reader__hint">{t('usageNote')}</p>
      </TitledSection>
      <CardReaderForm settings={settings.data} />
    </div>
  );
}
