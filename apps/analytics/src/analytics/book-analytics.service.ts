import { Inject, Injectable } from '@nestjs/common';
import { type Analytics, Funders, type Parsing, type Statements, Subjects } from '@uw/contracts';
import { type BookAnalyticsInput, type LoanApplicationFacts, type PositionAnalyzer, buildStatementsView, computeBookAnalytics, renderAnalyticsCsv } from '@uw/bank-analytics';
import { type FunderDetails, analyzePositions, usBankHolidays } from '@uw/debt-intelligence';
import { performance } from 'node:perf_hooks';
import { APP_LOGGER, RPC_CLIENT, type RpcClient } from '@uw/platform';
import type { Logger } from 'pino';
import { BookStateLoader, type LoadedBook } from '../book-state/book-state.loader';
import { OrgSettingsRepository } from '../settings/org-settings.repository';

/**
 * Computes what the underwriter decides on from the stored, edited Book on every request: nothing is
 * cached, so an edit shows in the next read.
 */
@Injectable()
export class BookAnalyticsService {
  constructor(
    private readonly books: BookStateLoader,
    private readonly settings: OrgSettingsRepository,
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  async analytics(orgId: string, bookId: string, today: string = isoToday()): Promise<Analytics.BookAnalytics> {
    const started = performance.now();
    const book = await this.books.load(orgId, bookId, 'analytics');
    const loaded = performance.now();
    const [settings, analyzer] = await Promise.all([this.settings.get(orgId), this.analyzerFor(orgId, book.state.ledger)]);
    const configured = performance.now();
    const input: BookAnalyticsInput = {
      ...this.baseInput(book),
      exclusions: book.state.exclusions,
      low_balance_threshold: settings.low_balance_threshold,
      screening_rules: settings.screening_rules,
      loan_application: loanApplicationFacts(book.source.loan_application),
      today,
    };
    const analytics = computeBookAnalytics(input, analyzer);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    this.logger.debug(
      { bookId, transactions: book.state.ledger.transactions.length, loadMs: round(loaded - started), settingsMs: round(configured - loaded), computeMs: round(performance.now() - configured) },
      'analytics computed',
    );
    return analytics;
  }

  async statements(orgId: string, bookId: string): Promise<Statements.SimpleAccount[]> {
    const book = await this.books.load(orgId, bookId, 'analytics');
    const [settings, analyzer] = await Promise.all([this.settings.get(orgId), this.analyzerFor(orgId, book.state.ledger)]);
    return buildStatementsView({ ...this.baseInput(book), low_balance_threshold: settings.low_balance_threshold }, analyzer);
  }

  async csv(orgId: string, bookId: string, tableFormat: 'month_as_row' | 'month_as_col'): Promise<{ file_name: string; csv: string }> {
    const analytics = await this.analytics(orgId, bookId);
    return { file_name: `book-${bookId}-${tableFormat}.csv`, csv: renderAnalyticsCsv(analytics, tableFormat) };
  }

  private baseInput(book: LoadedBook) {
    const ledger = book.state.ledger;
    return {
      documents: book.source.documents.map(({ document_id, document_name, document_type }) => ({ document_id, document_name, document_type })),
      ledger,
      bank_holidays: bankHolidaysFor(ledger),
    };
  }

  /** The registry's entries for the positions' funders; without the registry, positions keep null funder details. */
  private async lookupFunders(orgId: string, ids: string[]): Promise<Funders.FunderList> {
    try {
      return await this.rpc.request(Subjects.funders.lookup, { org_id: orgId, ids }, Funders.FunderList);
    } catch (error) {
      this.logger.warn({ err: error, orgId }, 'funder registry unavailable; analytics served without funder details');
      return [];
    }
  }

  /** Position analysis with the registry's details (title, link, contact) for the funders positions name. */
  private async analyzerFor(orgId: string, ledger: Parsing.McaParserResult): Promise<PositionAnalyzer> {
    const funderIds = [...new Set(ledger.positions.map((position) => position.funder_id).filter((id): id is string => id !== null))];
    const funders = funderIds.length === 0 ? [] : await this.lookupFunders(orgId, funderIds);
    const details = new Map<string, FunderDetails>(
      funders.map((funder) => [
        funder.id,
        { funder_id: funder.id, title: funder.title, link: funder.link, contact: funder.contact.name ?? funder.contact.phone, email: funder.contact.email },
      ]),
    );
    return (input) => analyzePositions({ ...input, funders: details });
  }
}

function bankHolidaysFor(ledger: Parsing.McaParserResult): Array<{ date: string; name: string }> {
  const years = new Set<number>();
  for (const statement of ledger.statements) {
    for (const date of [statement.statement_start_date, statement.statement_end_date]) if (date) years.add(Number(date.slice(0, 4)));
  }
  return [...years].sort().flatMap((year) => usBankHolidays(year));
}

/**
 * The screening facts of the stored application (`parser_v2_loan_application`). Ownership is the
 * largest stake an owner states: the account holder is taken to be the principal owner.
 */
function loanApplicationFacts(application: Record<string, unknown> | null): LoanApplicationFacts | null {
  if (!application) return null;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  const owners = Array.isArray(application.owners) ? (application.owners as Array<Record<string, unknown>>) : [];
  const stakes = owners.map((owner) => number(owner.ownership_pct)).filter((pct): pct is number => pct !== null);
  return {
    business_name: text(application.business_legal_name) ?? text(application.dba),
    business_start_date: text(application.business_start_date),
    ownership_pct: stakes.length > 0 ? Math.max(...stakes) : null,
    requested_amount: number(application.requested_amount),
    state_code: text(application.state_code),
    industry: text(application.industry),
  };
}

function isoToday(): string {
  return new Date().toISOString().slice(0, 10);
}
