import { controlProps, type FieldIds } from './form-field';

/** The value of the option that starts a new list. */
export const NEW_LIST = 'new';

interface ListOption {
  _id: string;
  name: string;
  is_owner: boolean;
  owner_name: string;
}

/**
 * The cook's shopping lists to choose from (a list shared with them names its owner), then
 * `newLabel`, the option ({@link NEW_LIST}) that starts a new one.
 */
export function ShoppingListSelect({
  ids,
  lists,
  value,
  onChange,
  newLabel,
}: {
  ids: FieldIds;
  lists: readonly ListOption[];
  value: string;
  onChange: (value: string) => void;
  newLabel: string;
}) {
  return (
    <select
      {...controlProps(ids, {})}
      className="form-control form-control--select"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {lists.map((list) => (
        <option key={list._id} value={list._id}>
          {list.is_owner ? list.name : `${list.name} (${list.owner_name})`}
        </option>
      ))}
      <option value={NEW_LIST}>{newLabel}</option>
    </select>
  );
}
