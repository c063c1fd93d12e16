import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { useRemoveAisle, useRenameAisle } from '../api/aisles-api';
import { shoppingMessages } from '../messages';

export interface AisleRowProps {
  id: string;
  name: string;
  index: number;
  last: boolean;
  /** Lines of the open list in this aisle. */
  lines: number;
  online: boolean;
  onMove: (by: -1 | 1) => void;
  /** Where each of the row's buttons is kept, so the focus can come back to it. */
  buttonRef: (key: string, node: HTMLButtonElement | null) => void;
  /** The aisle was removed: the focus goes to a neighbour. */
  onRemoved: () => void;
}

/**
 * One aisle of the order: its name, Up and Down, Rename (a field in place) and Remove (after
 * saying how many lines of this list go back to their own aisle). 'Other' always stays.
 */
export function AisleRow(props: AisleRowProps) {
  const { id, name, index, last, online, onMove, buttonRef } = props;
  const t = useT(shoppingMessages);
  const [mode, setMode] = useState<'idle' | 'renaming' | 'removing'>('idle');
  const back = useRef<HTMLButtonElement | null>(null);
  const returnFocus = () => requestAnimationFrame(() => back.current?.focus());
  const close = () => {
    setMode('idle');
    returnFocus();
  };

  return (
    <li className="shopping-aisle-order__aisle">
      <span className="shopping-aisle-order__name">{name}</span>
      <Button
        variant="secondary"
        className="shopping-aisle-order__move"
        ref={(node) => buttonRef(`${id}:up`, node)}
        aria-label={t('moveUp', { name })}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        {t('up')}
      </Button>
      <Button
        variant="secondary"
        className="shopping-aisle-order__move"
        ref={(node) => buttonRef(`${id}:down`, node)}
        aria-label={t('moveDown', { name })}
        disabled={last}
        onClick={() => onMove(1)}
      >
        {t('down')}
      </Button>
      <Button
        variant="secondary"
        className="shopping-aisle-order__move"
        ref={(node) => {
          if (node) back.current = node;
          buttonRef(`${id}:rename`, node);
        }}
        aria-label={t('renameNamed', { name })}
        aria-expanded={mode === 'renaming'}
        onClick={() => setMode(mode === 'renaming' ? 'idle' : 'renaming')}
      >
        {t('rename')}
      </Button>
      {id !== 'other' && (
        <Button
          variant="secondary"
          className="shopping-aisle-order__move"
          aria-label={t('removeNamed', { name })}
          aria-expanded={mode === 'removing'}
          onClick={() => setMode(mode === 'removing' ? 'idle' : 'removing')}
        >
          {t('remove')}
        </Button>
      )}
      {mode === 'renaming' && <RenameAisle {...props} onClose={close} />}
      {mode === 'removing' && (
        <RemoveAisle {...props} onKeep={close} online={online} onRemoved={props.onRemoved} />
      )}
    </li>
  );
}

function RenameAisle({ id, name, online, onClose }: AisleRowProps & { onClose: () => void }) {
  const t = useT(shoppingMessages);
  const shared = useSharedText();
  const field = useId();
  const [value, setValue] = useState(name);
  const rename = useRenameAisle();
  const save = () => {
    const next = value.trim();
    if (next === name) return onClose();
    rename.mutate(
      { id, name: next },
      {
        onSuccess: () => {
          toast.success(t('aisleRenamed', { old: name, name: next }));
          onClose();
        },
        onError: (error) =>
          toast.error(t('aisleRenameFailed', { name, reason: shared(error.message) })),
      },
    );
  };
  return (
    <div
      className="shopping-aisle-order__edit"
      role="group"
      aria-label={t('renameNamed', { name })}
    >
      <label htmlFor={field} className="shopping-move-aisle__label">
        {t('newNameFor', { name })}
      </label>
      <div className="shopping-form__row">
        <input
          id={field}
          className="form-control"
          value={value}
          maxLength={40}
          autoFocus
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              save();
            }
            if (event.key === 'Escape') onClose();
          }}
        />
        <Button variant="primary" disabled={!online || rename.isPending} onClick={save}>
          {t('saveName')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}

function RemoveAisle({
  id,
  name,
  lines,
  online,
  onKeep,
  onRemoved,
}: AisleRowProps & { onKeep: () => void }) {
  const t = useT(shoppingMessages);
  const shared = useSharedText();
  const remove = useRemoveAisle();
  const linesBack = t('linesBack', { count: lines });
  const confirm = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(`${t('removedNamed', { name })} ${linesBack}`);
        onRemoved();
      },
      onError: (error) =>
        toast.error(t('aisleRemoveFailed', { name, reason: shared(error.message) })),
    });
  return (
    <div className="shopping-confirm" role="group" aria-label={t('removeNamed', { name })}>
      <p className="shopping-confirm__text">
        {t('removeAisleQuestion', { name })} {linesBack}
      </p>
      <div className="shopping-form__row">
        <Button variant="danger" autoFocus disabled={!online || remove.isPending} onClick={confirm}>
          {t('removeQuoted', { name })}
        </Button>
        <Button variant="secondary" onClick={onKeep}>
          {t('keepIt')}
        </Button>
      </div>
    </div>
  );
}
