import toast from 'react-hot-toast';
import type { NavigateFunction } from 'react-router';

/** A success toast saying what was done, with a link to where it went that also closes it. */
export function toastWithLink(
  navigate: NavigateFunction,
  { text, link, path, id }: { text: string; link: string; path: string; id: string },
) {
  toast.success(
    (shown) => (
      <span>
        {text}{' '}
        <a
          href={path}
          onClick={(event) => {
            event.preventDefault();
            toast.dismiss(shown.id);
            void navigate(path);
          }}
        >
          {link}
        </a>
      </span>
    ),
    { id },
  );
}
