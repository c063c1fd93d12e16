import { useId, useRef } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../../components/ui/page';
import { PageLoading } from '../../../components/ui/page-loading';
import { RetryButton } from '../../../components/ui/retry-button';
import { usePendingOps, usePendingSync, type SyncNotice } from '../../sync';
import { useShoppingList } from '../api/shopping-api';
import { useLiveList, type ListEventSourceFactory } from '../hooks/use-live-list';
import { withPending, type ShownList } from '../pending-lines';
import { leftText, lineText } from '../shopping-lines';
import { shoppingMessages } from '../messages';
import { useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { AddItemForm } from './add-item-form';
import { ListSharing } from './list-sharing';
import { DeleteList, LIST_DELETED_TOAST, RenameListForm, UnitSystemChoice } from './list-settings';
import { ListCleanup } from './list-cleanup';
import { ListLines } from './list-lines';
import { ListShopChoice } from './list-shop';
import { ListTextTools } from './list-text-tools';
import './shopping.css';
import { Button } from '../../../components/ui/button';
import { TitledSection } from '../../../components/ui/titled-section';

/** One shopping list, kept current while it is open: lines by aisle, a free item, its settings. */
export function ShoppingListView({
  id,
  createEventSource,
}: {
  id: string;
  /** Tests hand in a stand-in for the browser's EventSource. */
  createEventSource?: ListEventSourceFactory;
}) {
  const t = useT(shoppingMessages);
  const shared = useSharedText();
  const query = useShoppingList(id);
  const pending = usePendingOps();
  usePendingSync(lineText);
  const navigate = useNavigate();
  // Set while this cook deletes or leaves the list: the stream's own "deleted" is theirs.
  const leaving = useRef(false);
  useLiveList(id, {
    onDeleted: () => {
      if (leaving.current) return;
      toast(t('listDeletedLive'), { id: LIST_DELETED_TOAST });
      void navigate('/shopping-lists');
    },
    ...(createEventSource ? { createEventSource } : {}),
  });

  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    const missing = query.error.status === 404;
    return (
      <Page
        title={missing ? t('listNotFound') : t('listLoadFailed')}
        lead={missing ? t('listMissing') : shared(query.error.message)}
      >
        <div className="shopping-actions">
          {!missing && <RetryButton query={query} primary />}
          <Link to="/shopping-lists" className="button button--secondary">
            {t('backToLists')}
          </Link>
        </div>
      </Page>
    );
  }
  return (
    <ListContent
      list={withPending(query.data, pending.ops)}
      notices={pending.notices.filter((notice) => notice.list_id === id)}
      onDismiss={pending.dismiss}
      onLeaving={(going) => {
        leaving.current = going;
      }}
    />
  );
}

function ListContent({
  list,
  notices,
  onDismiss,
  onLeaving,
}: {
  list: ShownList;
  notices: SyncNotice[];
  onDismiss: (id: string) => void;
  onLeaving: (going: boolean) => void;
}) {
  const t = useT(shoppingMessages);
  const itemsTitle = useId();
  const left = leftText(list, t);
  const lead = list.is_owner ? left : `${t('madeBy', { name: list.owner_name })} · ${left}`;

  return (
    <Page title={list.name} lead={lead}>
      <p className="shopping-back">
        <Link to="/shopping-lists">{t('allLists')}</Link>
      </p>
      <TitledSection
        className="shopping-panel"
        headingClassName="visually-hidden"
        heading={t('items')}
      >
        {/* On top: in the shop or the kitchen a cook adds without scrolling past the list. */}
        <AddItemForm listId={list._id} />
        <SyncNotices notices={notices} onDismiss={onDismiss} />
        {list.waitingItems.length > 0 && (
          <ul className="shopping-waiting" aria-label={t('addedOnDevice')}>
            {list.waitingItems.map((item) => (
              <li key={item.op_id} className="shopping-waiting__item">
                <span>{item.text}</span>
                <span className="shopping-waiting__mark">{t('waitingToBeSent')}</span>
              </li>
            ))}
          </ul>
        )}
        <ListLines list={list} idPrefix={itemsTitle} />
      </TitledSection>
      <ListCleanup list={list} />
      <ListTextTools list={list} />
      <ListSharing list={list} />
      <TitledSection className="shopping-panel" heading={t('listSettings')}>
        <RenameListForm key={list.name} list={list} />
        <UnitSystemChoice list={list} />
        <ListShopChoice list={list} />
        <DeleteList list={list} onLeaving={onLeaving} />
      </TitledSection>
    </Page>
  );
}

/** What happened to changes made on this device that reached the list after someone else's. */
function SyncNotices({
  notices,
  onDismiss,
}: {
  notices: SyncNotice[];
  onDismiss: (id: string) => void;
}) {
  const t = useT(shoppingMessages);
  if (notices.length === 0) return null;
  return (
    <section className="shopping-notices" aria-label={t('changesFromDevice')}>
      <ul className="shopping-notices__list">
        {notices.map((notice) => (
          <li key={notice.id} className={`shopping-notice shopping-notice--${notice.kind}`}>
            <p className="shopping-notice__text">{notice.text}</p>
            <Button
              variant="secondary"
              className="shopping-notice__dismiss"
              onClick={() => onDismiss(notice.id)}
            >
              {t('ok')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
