/**
 * Pieces of web stock the returns flow may buy (issue 18 §6). A return needs a paid order, and a
 * paid order takes stock, so each returns cycle buys one piece: the pool hands the sizes out in
 * turn, never more pieces of a size than it had minus a margin, and never the line the checkout
 * and the browsing basket use (their orders must keep finding stock). One pool per plan, shared
 * by every connection of the flow (autocannon runs them in this process).
 */

export interface StockLine {
  productId: number;
  size: string;
  /** Pieces the pool may take. */
  pieces: number;
}

/** Pieces left in every size for shoppers other than the load. */
export const STOCK_MARGIN = 2;

export class StockPool {
  private readonly lines: StockLine[];
  private turn = 0;

  constructor(lines: readonly StockLine[]) {
    this.lines = lines.filter((line) => line.pieces > 0).map((line) => ({ ...line }));
  }

  /** Pieces the pool holds in all: how many returns cycles it feeds. */
  get total(): number {
    return this.lines.reduce((sum, line) => sum + line.pieces, 0);
  }

  get sizes(): number {
    return this.lines.length;
  }

  /**
   * The next size to buy one piece of, in turn; once every piece is taken the last size again
   * (its order then answers 409 OUT_OF_STOCK: a run that long needs a larger catalogue, and the
   * report shows it as an error rather than hiding it). null when the pool is empty.
   */
  take(): { productId: number; size: string } | null {
    for (let tried = 0; tried < this.lines.length; tried += 1) {
      const line = this.lines[this.turn % this.lines.length]!;
      this.turn += 1;
      if (line.pieces <= 0) continue;
      line.pieces -= 1;
      return { productId: line.productId, size: line.size };
    }
    const last = this.lines.at(-1);
    return last ? { productId: last.productId, size: last.size } : null;
  }
}
