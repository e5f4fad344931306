import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { create, type Font } from 'fontkit';

/**
 * The PDFs' one typeface, Noto Sans Bengali, which covers Bangla and Latin. Fontsource ships it as static WOFF files
 * split by script (latin, latin-ext, bengali; same metrics), so text is drawn in runs, each in the first file that
 * has its characters. pdfkit shapes every run with fontkit (Bangla conjuncts, reordered vowel signs) and embeds
 * only the glyphs used. Text is laid out here, not by pdfkit's wrapper, which measures a string in one font only;
 * callers break pages themselves. Text extracted from the PDF comes in glyph order (a pre-base vowel sign such as
 * ি before its consonant), as from most PDF writers.
 */

const SCRIPTS = ['latin', 'latin-ext', 'bengali'] as const;
const WEIGHTS = { regular: 400, bold: 700 } as const;
export type Weight = keyof typeof WEIGHTS;

/**
 * One file of the family: its TrueType bytes, from which each document gets a font of its own, and a parsed font
 * only asked which characters it has (never laid out: see useNotoSans).
 */
type Face = { name: string; sfnt: Buffer; font: Font };
type Faces = Record<Weight, Face[]>;

let faces: Faces | undefined;

/**
 * A WOFF file unpacked to the plain TrueType font it wraps (WOFF 1.0: the same tables, each zlib-compressed when
 * that is smaller). fontkit reads WOFF too, but then inflates the glyph table, in JavaScript, for every glyph it
 * embeds: over 100 ms a receipt. Unpacked once, the font is read in place.
 */
function unpackWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const padded = (length: number) => (length + 3) & ~3;
  let offset = 12 + 16 * count;
  const sfnt = Buffer.alloc(offset + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  const log2 = Math.floor(Math.log2(count));
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0); // the wrapped font's version (flavor)
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(16 << log2, 6);
  sfnt.writeUInt16BE(log2, 8);
  sfnt.writeUInt16BE(16 * count - (16 << log2), 10);
  tables.forEach((table, i) => {
    const record = 12 + 16 * i;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

/** The font files, read and parsed on first use, then kept for the life of the process. */
function getFaces(): Faces {
  if (faces) return faces;
  const require = createRequire(import.meta.url);
  const load = (weight: Weight): Face[] =>
    SCRIPTS.map((script) => {
      const file = `@fontsource/noto-sans-bengali/files/noto-sans-bengali-${script}-${WEIGHTS[weight]}-normal.woff`;
      const sfnt = unpackWoff(readFileSync(require.resolve(file)));
      const font = create(sfnt);
      if (!('layout' in font)) throw new Error(`${file} is a font collection`);
      return { name: `noto-${script}-${weight}`, sfnt, font };
    });
  faces = { regular: load('regular'), bold: load('bold') };
  return faces;
}

/** Registers the fonts with a new document and makes the regular Latin one current. */
export function useNotoSans(doc: PDFKit.PDFDocument): void {
  const { regular, bold } = getFaces();
  for (const face of [...regular, ...bold]) {
    // Parsed anew for each document: fontkit keeps every glyph with the characters it was first laid out for, and
    // pdfkit writes those as the text a reader extracts, so a font shared by documents let one PDF's shaping change
    // another's copied text ("৳100#00"). Parsing is lazy and cheap; the unpacking above is what is kept.
    doc.registerFont(face.name, face.sfnt);
  }
  doc.font(regular[0]!.name);
}

type Run = { face: Face; text: string };

/** Splits text into runs of one font file each; a character every file has (a space) stays in the current run. */
function runsOf(text: string, weight: Weight): Run[] {
  const fonts = getFaces()[weight];
  const runs: Run[] = [];
  let current: Run | undefined;
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    if (!current?.face.font.hasGlyphForCodePoint(codePoint)) {
      const face = fonts.find((candidate) => candidate.font.hasGlyphForCodePoint(codePoint));
      if (!current || (face && face !== current.face)) {
        current = { face: face ?? fonts[0]!, text: '' };
        runs.push(current);
      }
    }
    current.text += char;
  }
  return runs;
}

export type TextStyle = {
  size: number;
  width: number;
  weight?: Weight;
  align?: 'left' | 'center' | 'right';
};

function widthOf(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  let width = 0;
  for (const run of runsOf(text, style.weight ?? 'regular')) {
    width += doc.font(run.face.name).fontSize(style.size).widthOfString(run.text);
  }
  return width;
}

const graphemes = new Intl.Segmenter('bn', { granularity: 'grapheme' });

/** The lines text takes within the style's width: broken at "\n", between words, and inside a too-long word. */
function linesOf(doc: PDFKit.PDFDocument, text: string, style: TextStyle): string[] {
  const fits = (line: string) => widthOf(doc, line.trimEnd(), style) <= style.width;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.match(/\s*\S+\s*/g) ?? ['']) {
      if (fits(line + word)) {
        line += word;
        continue;
      }
      if (line) lines.push(line.trimEnd());
      line = '';
      for (const { segment } of graphemes.segment(word.trimStart())) {
        if (line && !fits(line + segment)) {
          lines.push(line.trimEnd());
          line = '';
        }
        line += segment;
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

/** One line's height: the same in every file of the family. */
function lineHeight(doc: PDFKit.PDFDocument, size: number): number {
  return doc.font(getFaces().regular[0]!.name).fontSize(size).currentLineHeight(true);
}

/** The height text takes when drawn with this style. */
export function heightOfText(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  return linesOf(doc, text, style).length * lineHeight(doc, style.size);
}

/** Draws text in the box starting at (x, y), wrapped to the style's width; leaves the cursor at x, just below it. */
export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
): PDFKit.PDFDocument {
  const height = lineHeight(doc, style.size);
  let top = y;
  for (const line of linesOf(doc, text, style)) {
    const free = style.width - widthOf(doc, line, style);
    let left = x + (style.align === 'right' ? free : style.align === 'center' ? free / 2 : 0);
    for (const run of runsOf(line, style.weight ?? 'regular')) {
      doc.font(run.face.name).fontSize(style.size).text(run.text, left, top, { lineBreak: false });
      left += doc.widthOfString(run.text);
    }
    top += height;
  }
  doc.x = x;
  doc.y = top;
  return doc;
}
