import { useState } from 'react';

/**
 * Account §2: which item of a list (orders, receipts) shows its detail. The open detail belongs to
 * the list it was opened from, so any change of the list (a reload, a language switch) closes it.
 * `initial` is opened in the first list that arrives (issue 17: the accepted page's link to its order).
 * `detail(key)` gives an item its `open` and `onToggle`.
 */
export function useOpenDetail<T, K>(list: readonly T[] | null, initial: K | null = null) {
  const [open, setOpen] = useState<{ list: readonly T[] | null; key: K } | null>(initial === null ? null : { list: null, key: initial });
  if (list && open?.list === null) setOpen({ list, key: open.key });
  const openKey = list && open && (open.list === list || open.list === null) ? open.key : null;
  return (key: K) => ({
    open: openKey === key,
    onToggle: () => setOpen(openKey === key ? null : { list, key }),
  });
}
