import { AMOUNT_FIRST_LAYOUT } from './amount-first.layout';
import { CHANNEL_SECTIONS_LAYOUT } from './channel-sections.layout';
import { CR_DR_MARKERS_LAYOUT } from './cr-dr-markers.layout';
import { CREDIT_UNION_COLUMNS_LAYOUT } from './credit-union-columns.layout';
import { CREDIT_UNION_SHARE_LAYOUT } from './credit-union-share.layout';
import { DASHED_SECTIONS_LAYOUT } from './dashed-sections.layout';
import { MULTILINE_CHECKS_LAYOUT } from './multiline-checks.layout';
import { NATIONAL_SECTIONED_LAYOUT } from './national-sectioned.layout';
import { ONLINE_CATEGORY_LAYOUT } from './online-category.layout';
import { ONLINE_PRINTOUT_LAYOUT } from './online-printout.layout';
import { ONLINE_SIGNED_LAYOUT } from './online-signed.layout';
import { PARENTHESES_LAYOUT } from './parentheses.layout';
import { REGIONAL_SINGLE_TABLE_LAYOUT } from './regional-single-table.layout';
import { SIGNED_SUMMARY_LAYOUT } from './signed-summary.layout';
import { type StatementLayout } from './statement-layout.model';
import { TRAILING_MINUS_LAYOUT } from './trailing-minus.layout';

/** Every layout family the corpus prints, in a fixed order (document n of a set uses family n mod count). */
export const STATEMENT_LAYOUTS: readonly StatementLayout[] = [
  NATIONAL_SECTIONED_LAYOUT,
  REGIONAL_SINGLE_TABLE_LAYOUT,
  CREDIT_UNION_COLUMNS_LAYOUT,
  ONLINE_SIGNED_LAYOUT,
  TRAILING_MINUS_LAYOUT,
  PARENTHESES_LAYOUT,
  CR_DR_MARKERS_LAYOUT,
  MULTILINE_CHECKS_LAYOUT,
  ONLINE_PRINTOUT_LAYOUT,
  AMOUNT_FIRST_LAYOUT,
  SIGNED_SUMMARY_LAYOUT,
  CHANNEL_SECTIONS_LAYOUT,
  ONLINE_CATEGORY_LAYOUT,
  CREDIT_UNION_SHARE_LAYOUT,
  DASHED_SECTIONS_LAYOUT,
];

export function layoutOfFamily(family: string): StatementLayout {
  const layout = STATEMENT_LAYOUTS.find((candidate) => candidate.family === family);
  if (!layout) throw new Error(`Unknown layout family ${family}; known: ${STATEMENT_LAYOUTS.map((known) => known.family).join(', ')}`);
  return layout;
}
