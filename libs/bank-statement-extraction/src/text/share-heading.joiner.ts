/** `(ID` alone on its line: a share's suffix the text layer broke around its name. */
const SUFFIX_OPENS = /^\s*\(ID\s*$/i;
const SHARE_NAME = /^\s*([A-Za-z][A-Za-z&'-]*(?:\s[A-Za-z][A-Za-z&'-]*){0,4})\s*$/;
const SUFFIX_CLOSES = /^\s*(\d{4})\)\s*$/;

/**
 * A credit union's share heading whose suffix the text layer printed above and below its name, each half on a line
 * of its own (`(ID` / `PRIMARY SHARE` / `0000)`: a cell centred on two lines): joined into the heading as printed
 * on one line (`PRIMARY SHARE (ID 0000)`), so each share is read as an account of its own.
 */
export function withShareHeadingsJoined(pages: readonly string[]): string[] {
  return pages.map((page) => {
    if (!/^\s*\(ID\s*$/im.test(page)) return page;
    const lines = page.split('\n');
    const joined: string[] = [];
    for (let index = 0; index < lines.length; index += 1) {
      const name = SHARE_NAME.exec(lines[index + 1] ?? '');
      const suffix = SUFFIX_CLOSES.exec(lines[index + 2] ?? '');
      if (SUFFIX_OPENS.test(lines[index]) && name && suffix) {
        joined.push(`${name[1]} (ID ${suffix[1]})`);
        index += 2;
      } else {
        joined.push(lines[index]);
      }
    }
    return joined.join('\n');
  });
}
