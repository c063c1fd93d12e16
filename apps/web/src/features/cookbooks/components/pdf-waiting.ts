import { useT } from '../../../i18n/language';
import { cookbooksPdfMessages } from '../pdf/messages';

/** Where a book waiting for its turn stands, in the reader's language: "next in line", "2 books ahead". */
export function usePlaceInLine(): (place: number) => string {
  const t = useT(cookbooksPdfMessages);
  return (place) => {
    const ahead = place - 1;
    if (ahead < 1) return t('nextInLine');
    return t('booksAhead', { count: ahead });
  };
}
