import { listAsText } from '@family-recipes/shared';
import toast from 'react-hot-toast';
import { useHydrated } from '../../../lib/use-hydrated';
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
  const hydrated = useHydrated();
  const text = listAsText(list);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('List copied.');
    } catch {
      toast.error('We could not copy the list. Your browser did not allow it.');
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: list.name, text });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error('We could not share the list. Try "Copy as text" instead.');
    }
  };

  return (
    <TitledSection className="shopping-panel" heading="Copy, share or print">
      <div className="shopping-actions">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy as text
        </Button>
        {hydrated && canShare() && (
          <Button variant="secondary" onClick={() => void share()}>
            Share
          </Button>
        )}
        <Button variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <pre className="shopping-print-text" data-testid="list-print-text">
        {text}
      </pre>
    </TitledSection>
  );
}
