/**
 * Packs in the stored basket (storefront §3 Basket: packParent, pack[]; §4 pack rules).
 *
 * Interpretation (the spec only names the fields): a pack is one basket entry with `packParent: true`
 * whose `pack[]` refs (parentProductId, productId) name its pieces, all inside that entry's sizes.
 * The pack parent line is the size line whose productId is the refs' parentProductId; the children
 * are the size lines whose productId is a ref's productId. An entry without `packParent` is no pack,
 * whatever its `pack[]` holds. Should the parent product hold several size lines (refs carry no
 * size), each is a parent line: every child stays at or above all of them.
 */
import type { BasketEntry, BasketSizeLine } from '../../contract/index.ts';

export type PackRole = 'parent' | 'child' | null;

export function findPackRole(entry: BasketEntry, line: BasketSizeLine): PackRole {
  if (!entry.packParent || !Array.isArray(entry.pack)) return null;
  if (entry.pack.some((ref) => ref.parentProductId === line.productId)) return 'parent';
  if (entry.pack.some((ref) => ref.productId === line.productId)) return 'child';
  return null;
}

export function packChildren(entry: BasketEntry): BasketSizeLine[] {
  return entry.sizes.filter((s) => findPackRole(entry, s) === 'child');
}

/** The least quantity a child may hold: the pack parent's (0 when the entry is no pack or has no parent line). */
export function packChildFloor(entry: BasketEntry): number {
  return entry.sizes.reduce((floor, s) => (findPackRole(entry, s) === 'parent' ? Math.max(floor, s.quantity) : floor), 0);
}

/** Raises children that fell below the pack parent (mutates: call it on a copy). */
export function liftPackChildren(entry: BasketEntry): void {
  const floor = packChildFloor(entry);
  for (const child of packChildren(entry)) child.quantity = Math.max(child.quantity, floor);
}
