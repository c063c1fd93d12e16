import toast from 'react-hot-toast';
import { Icon, Share } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/language';
import { recipesMessages } from '../messages';

export const SHARE_TEXT = {
  copied: recipesMessages.en.linkCopied,
  copyFailed: recipesMessages.en.copyFailed,
};

/**
 * Shares the recipe's address: the phone's own share sheet where the browser has the Web Share
 * API, otherwise the link goes to the clipboard with a toast saying so.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const t = useT(recipesMessages);
  // Resolved on click: the page's first screen may be drawn on the server, which has no address bar.
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('linkCopied'));
    } catch {
      toast.error(t('copyFailed'));
    }
  };

  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy(url);
  };

  return (
    <Button variant="secondary" onClick={() => void share()}>
      <Icon icon={Share} />
      {t('share')}
    </Button>
  );
}
