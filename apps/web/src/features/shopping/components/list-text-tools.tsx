import { AISLES, listAsText } from '@family-recipes/shared';
import toast from 'react-hot-toast';
import { useLanguage, useT } from '../../../i18n/language';
import { useHydrated } from '../../../lib/use-hydrated';
import { shoppingMessages } from '../messages';
import { aisleHeadings } from '../shopping-lines';
import type { ShownList } from '../pending-lines';
import { Button } from '../../../components/ui/button';
import { TitledSection } from '../../../components/ui/titled-section';
import './list-text.css';

/** True where the browser offers its share sheet (most phones; few desktop browsers). */
const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * The list as plain text (packages/shared/src/shopping/list-text.ts): copied, handed to the
 * device's share sheet where it has one, or printed. A printed list page shows that text alone
 * (list-text.css): no header, buttons or menus.
 */
export function ListTextTools({ list }: { list: ShownList }) {
  const t = useT(shoppingMessages);
  const hydrated = useHydrated();
  // The aisles' headings as the list shows them, the built-in ones in the reader's language.
  const aisles = [...(list.aisle_order ?? AISLES), ...list.items.map((item) => item.aisle)];
  const { language } = useLanguage();
  const text = listAsText(
    { ...list, aisle_names: aisleHeadings(aisles, t, list.aisle_names) },
    language === 'en' ? undefined : language,
  );

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('listCopied'));
    } catch {
      toast.error(t('copyFailed'));
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: list.name, text });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error(t('shareFailed'));
    }
  };

  return (
    <TitledSection className="shopping-panel" heading={t('copyShareTitle')}>
      <div className="shopping-actions">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('copyAsText')}
        </Button>
        {hydrated && canShare() && (
          <Button variant="secondary" onClick={() => void share()}>
            {t('share')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => window.print()}>
          {t('print')}
        </Button>
      </div>
      <pre className="shopping-print-text" data-testid="list-print-text">
        {text}
      </pre>
    </TitledSection>
  );
}
