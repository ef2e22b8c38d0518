import { Edits, Parsing } from '@uw/contracts';
import { emptyExclusions, replayLedgerEdits } from '@uw/ledger-edits';
import type { Collection, Connection } from 'mongoose';

interface EditRow {
  _id: string;
  edit: unknown;
}

/**
 * Reads the analytics service's edit log (`book_edits`, which analytics alone writes) so the Book's
 * book_meta shows the underwriter's edited tags, positions and exclusions, as the spec's readers expect
 * (a new position is found in the Book's stored positions by name).
 */
export class BookEditsReader {
  private readonly edits: Collection<EditRow>;

  constructor(connection: Connection) {
    this.edits = connection.collection<EditRow>('book_edits');
  }

  /** `results` with the run's edits replayed into parser_v2_mca_result, plus the edited exclusion lists. */
  async applyTo(orgId: string, bookId: string, jobId: string, results: Record<string, unknown>): Promise<{ results: Record<string, unknown>; exclusions: Record<string, unknown> | null }> {
    const records = await this.edits.find({ book_id: bookId, org_id: orgId, parse_job_id: jobId } as never).sort({ _id: 1 }).toArray();
    if (records.length === 0) return { results, exclusions: null };
    const ledger = Parsing.McaParserResult.safeParse(results.parser_v2_mca_result);
    if (!ledger.success) return { results, exclusions: null };
    // An entry that no longer reads as an edit is skipped, as analytics does, rather than failing the Book.
    const edits = records.flatMap((record) => {
      const edit = Edits.LedgerEdit.safeParse(record.edit);
      return edit.success ? [edit.data] : [];
    });
    const state = replayLedgerEdits({ ledger: ledger.data, exclusions: emptyExclusions() }, edits);
    const edited: Record<string, unknown> = { ...results, parser_v2_mca_result: state.ledger };
    // A Book read from bank-link data alone analyses that ledger: the spec makes bank-link data the
    // position source when present, so its copy shows the edits too.
    const banklink = Parsing.BanklinkResult.safeParse(results.parser_v2_banklink_result);
    if (banklink.success && isSameLedger(banklink.data.holy_mca, ledger.data)) edited.parser_v2_banklink_result = { ...banklink.data, holy_mca: state.ledger };
    return { results: edited, exclusions: { ...state.exclusions } };
  }
}

function isSameLedger(a: Parsing.McaParserResult, b: Parsing.McaParserResult): boolean {
  return (
    a.transactions.length === b.transactions.length &&
    a.statements.length === b.statements.length &&
    a.statements.every((statement, index) => statement.document_id === b.statements[index]?.document_id && statement.account_id === b.statements[index]?.account_id)
  );
}
