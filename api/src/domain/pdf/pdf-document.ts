/**
 * The pieces every customer PDF shares (the invoice, the return form): an A4 page with the
 * brand's name on top, label-value rows and a simple table, collected into one Buffer.
 * pdfkit's built-in Helvetica covers the Latin-1 range and €, enough for the five shop languages.
 */
import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

const MARGIN = 50;
const INK = '#2b2622';
const MUTED = '#6d645c';

/** Draws with `draw`, then resolves the finished file. */
export function renderPdf(title: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title, Author: 'Trama' } });
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

export function heading(doc: Pdf, brandName: string, title: string): void {
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(brandName);
  doc.moveDown(0.3).font('Helvetica').fontSize(14).fillColor(MUTED).text(title);
  doc.moveDown(1).fillColor(INK);
}

export function fields(doc: Pdf, rows: readonly [string, string][]): void {
  for (const [label, value] of rows) {
    doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  }
  doc.moveDown(0.8);
}

export function block(doc: Pdf, title: string, lines: readonly string[]): void {
  doc.font('Helvetica-Bold').fontSize(11).text(title);
  doc.font('Helvetica').fontSize(10);
  for (const line of lines) doc.text(line);
  doc.moveDown(0.8);
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** A table: a bold header row, then one row per entry; long cells wrap inside their column. */
export function table(doc: Pdf, columns: readonly Column[], rows: readonly string[][]): void {
  const drawRow = (cells: readonly string[], bold: boolean) => {
    const top = doc.y;
    let x = MARGIN;
    let bottom = top;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
    columns.forEach((column, i) => {
      doc.text(cells[i] ?? '', x, top, { width: column.width - 6, align: column.align ?? 'left' });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.x = MARGIN;
    doc.y = bottom + 4;
  };
  drawRow(
    columns.map((c) => c.header),
    true,
  );
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  doc.moveTo(MARGIN, doc.y - 2).lineTo(MARGIN + width, doc.y - 2).strokeColor(MUTED).lineWidth(0.5).stroke();
  for (const row of rows) drawRow(row, false);
  doc.moveDown(0.8);
}

/** Right-aligned totals under a table. */
export function totals(doc: Pdf, rows: readonly [string, string, boolean?][]): void {
  for (const [label, value, strong] of rows) {
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 11 : 10);
    doc.text(`${label}: ${value}`, { align: 'right' });
  }
  doc.moveDown(0.8);
}

export function note(doc: Pdf, text: string): void {
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(text).fillColor(INK).moveDown(0.5);
}
