import { drawText, heightOfText } from './fonts.ts';

export type TableColumn<K extends string> = { key: K; width: number; align: 'left' | 'right' };

/**
 * A table's rows on an A4 page between `margin`s, each as tall as its tallest cell; a row that would cross the
 * page's foot starts a new page, which repeats the header row (bold, shaded).
 */
export function pdfTable<K extends string>(
  doc: PDFKit.PDFDocument,
  columns: readonly TableColumn<K>[],
  header: Record<K, string>,
  margin: number,
) {
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  const bottom = () => doc.page.height - margin - 24;
  const drawRow = (cells: Record<K, string>, options: { bold?: boolean; shade?: boolean } = {}) => {
    const style = { size: 8.5, weight: options.bold ? 'bold' : 'regular' } as const;
    const heights = columns.map((column) =>
      heightOfText(doc, cells[column.key], { ...style, width: column.width - 6 }),
    );
    const height = Math.max(...heights) + 6;
    if (doc.y + height > bottom()) {
      doc.addPage();
      drawHeader();
    }
    const top = doc.y;
    if (options.shade) doc.rect(margin, top, width, height).fill('#eef3f8');
    let x = margin;
    for (const column of columns) {
      doc.fillColor('#000000');
      drawText(doc, cells[column.key], x + 3, top + 3, {
        ...style,
        width: column.width - 6,
        align: column.align,
      });
      x += column.width;
    }
    doc
      .moveTo(margin, top + height)
      .lineTo(margin + width, top + height)
      .lineWidth(0.4)
      .strokeColor('#cccccc')
      .stroke();
    doc.x = margin;
    doc.y = top + height;
  };
  const drawHeader = () => drawRow(header, { bold: true, shade: true });
  return { drawHeader, drawRow };
}

/** The same line at the foot of every page (the document buffers its pages), given the page's number and count. */
export function footOfEveryPage(
  doc: PDFKit.PDFDocument,
  margin: number,
  text: (page: number, pages: number) => string,
) {
  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    doc.fillColor('#777777');
    drawText(doc, text(i + 1, pages.count), margin, doc.page.height - margin - 10, {
      size: 8,
      width: doc.page.width - 2 * margin,
      align: 'center',
    });
  }
}
