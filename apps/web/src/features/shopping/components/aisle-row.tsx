import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { useRemoveAisle, useRenameAisle } from '../api/aisles-api';

/** "2 lines on this list go back to their own aisles." */
function linesBackText(count: number): string {
  if (count === 0) return 'No line on this list is in it.';
  if (count === 1) return '1 line on this list goes back to its own aisle.';
  return `${count} lines on this list go back to their own aisles.`;
}

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
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        Up
      </Button>
      <Button
        variant="secondary"
        className="shopping-aisle-order__move"
        ref={(node) => buttonRef(`${id}:down`, node)}
        aria-label={`Move ${name} down`}
        disabled={last}
        onClick={() => onMove(1)}
      >
        Down
      </Button>
      <Button
        variant="secondary"
        className="shopping-aisle-order__move"
        ref={(node) => {
          if (node) back.current = node;
          buttonRef(`${id}:rename`, node);
        }}
        aria-label={`Rename ${name}`}
        aria-expanded={mode === 'renaming'}
        onClick={() => setMode(mode === 'renaming' ? 'idle' : 'renaming')}
      >
        Rename
      </Button>
      {id !== 'other' && (
        <Button
          variant="secondary"
          className="shopping-aisle-order__move"
          aria-label={`Remove ${name}`}
          aria-expanded={mode === 'removing'}
          onClick={() => setMode(mode === 'removing' ? 'idle' : 'removing')}
        >
          Remove
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
          toast.success(`“${name}” is called “${next}” now.`);
          onClose();
        },
        onError: (error) => toast.error(`We could not rename “${name}”. ${error.message}`),
      },
    );
  };
  return (
    <div className="shopping-aisle-order__edit" role="group" aria-label={`Rename ${name}`}>
      <label htmlFor={field} className="shopping-move-aisle__label">
        New name for {name}
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
          Save name
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
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
  const remove = useRemoveAisle();
  const confirm = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(`“${name}” is removed. ${linesBackText(lines)}`);
        onRemoved();
      },
      onError: (error) => toast.error(`We could not remove “${name}”. ${error.message}`),
    });
  return (
    <div className="shopping-confirm" role="group" aria-label={`Remove ${name}`}>
      <p className="shopping-confirm__text">
        Remove “{name}” for everyone in your household? {linesBackText(lines)}
      </p>
      <div className="shopping-form__row">
        <Button variant="danger" autoFocus disabled={!online || remove.isPending} onClick={confirm}>
          Remove “{name}”
        </Button>
        <Button variant="secondary" onClick={onKeep}>
          Keep it
        </Button>
      </div>
    </div>
  );
}
