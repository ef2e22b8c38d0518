/** A run of text at a column: left-aligned at `x`, or right-aligned ending at `x` (amount columns). */
export interface TextCell {
  text: string;
  x: number;
  align?: 'left' | 'right';
  bold?: boolean;
  /** Points; the composer's size when absent. */
  size?: number;
}

export type PrintLine = TextCell[];

export interface PlacedLine {
  y: number;
  cells: TextCell[];
}

export interface ComposedPage {
  lines: PlacedLine[];
}

export interface PageStyle {
  /** Body text size in points. */
  size: number;
  lineHeight: number;
  /** Where the first body line sits below the page furniture, and where the body stops above the footer. */
  bodyTop: number;
  bodyBottom: number;
}

/** Page furniture of one statement: its header for page n, its footer for page n of total. */
export interface StatementFurniture {
  header: (page: number) => PrintLine[];
  footer: (page: number, total: number) => PrintLine[];
}

export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;

/**
 * Lays lines onto letter pages the way statement printers do: the statement's header on every page, its
 * footer with "page n of total", and a table that runs over a page break repeats its heading marked
 * "continued" and its column titles. Several statements (months, accounts) can follow one another,
 * each starting on a new page and numbering its own pages.
 */
export class PageComposer {
  private readonly pages: Array<{ lines: PlacedLine[]; statement: number; number: number }> = [];
  private readonly furniture: StatementFurniture[] = [];
  private y = 0;
  private continuation: PrintLine[] | null = null;

  constructor(private readonly style: PageStyle) {}

  beginStatement(furniture: StatementFurniture): void {
    this.furniture.push(furniture);
    this.openPage();
  }

  /** Lines after this repeat `continuedHeading` at the top of each new page until `endTable`. */
  beginTable(heading: PrintLine[], continuedHeading: PrintLine[]): void {
    this.keepTogether(heading.length + 2);
    heading.forEach((line) => this.place(line));
    this.continuation = continuedHeading;
  }

  endTable(): void {
    this.continuation = null;
  }

  /** One line, or a block kept on one page (a transaction and its description lines). */
  write(lines: PrintLine | PrintLine[]): void {
    const block = isBlock(lines) ? lines : [lines];
    this.keepTogether(block.length);
    block.forEach((line) => this.place(line));
  }

  space(lines = 1): void {
    this.y -= this.style.lineHeight * lines;
  }

  /** Starts the next line on a new page (a part of the statement printed on a page of its own). */
  newPage(): void {
    this.breakPage();
  }

  /** Starts the next block on a new page when fewer than `lines` fit on this one. */
  keepTogether(lines: number): void {
    if (this.y - lines * this.style.lineHeight < this.style.bodyBottom) this.breakPage();
  }

  finish(): ComposedPage[] {
    return this.pages.map((page) => {
      const total = this.pages.filter((other) => other.statement === page.statement).length;
      const footer = this.furniture[page.statement].footer(page.number, total).map((cells, index) => ({ y: 40 - index * 10, cells }));
      return { lines: [...page.lines, ...footer] };
    });
  }

  private place(line: PrintLine): void {
    if (this.y - this.style.lineHeight < this.style.bodyBottom) this.breakPage();
    this.y -= this.style.lineHeight;
    if (line.length > 0) this.current().lines.push({ y: this.y, cells: line });
  }

  private breakPage(): void {
    this.openPage();
    if (this.continuation) this.continuation.forEach((line) => this.place(line));
  }

  private openPage(): void {
    const statement = this.furniture.length - 1;
    const number = this.pages.filter((page) => page.statement === statement).length + 1;
    const header = this.furniture[statement].header(number);
    const lines = header.map((cells, index) => ({ y: PAGE_HEIGHT - 40 - index * (this.style.lineHeight + 1), cells }));
    this.pages.push({ lines, statement, number });
    this.y = Math.min(this.style.bodyTop, PAGE_HEIGHT - 40 - header.length * (this.style.lineHeight + 1)) ;
  }

  private current(): { lines: PlacedLine[] } {
    return this.pages[this.pages.length - 1];
  }
}

function isBlock(lines: PrintLine | PrintLine[]): lines is PrintLine[] {
  return lines.length > 0 && Array.isArray(lines[0]);
}
