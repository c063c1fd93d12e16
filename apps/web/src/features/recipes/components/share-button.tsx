import toast from 'react-hot-toast';

export const SHARE_TEXT = {
  copied: 'Link copied',
  copyFailed: 'Could not copy the link. Copy it from the address bar instead.',
};

/**
 * Shares the recipe's address: the phone's own share sheet where the browser has the Web Share
 * API, otherwise the link goes to the clipboard with a toast saying so.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  // Resolved on click: the page's first screen may be drawn on the server, which has no address bar.
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(SHARE_TEXT.copied);
    } catch {
      toast.error(SHARE_TEXT.copyFailed);
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
    <button type="button" className="button button--secondary" onClick={() => void share()}>
      <ShareIcon />
      Share
    </button>
  );
}

function ShareIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6"
      />
    </svg>
  );
}
