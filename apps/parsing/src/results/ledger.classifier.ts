import { Inject, Injectable } from '@nestjs/common';
import { Funders, type Parsing, Subjects } from '@uw/contracts';
import { type FunderLookup, type FunderLookupMatch, type LoanTag, classifyLedger } from '@uw/debt-intelligence';
import { APP_LOGGER, RPC_CLIENT, type RpcClient } from '@uw/platform';
import type { Logger } from 'pino';

/**
 * The loan type a registry entry's type implies. `lender` is left to the bank text and the title: online
 * lenders and card-processor capital programs (Square, PayPal) are often collected like advances.
 */
const LOAN_TYPE_OF_FUNDER_TYPE: Readonly<Record<string, LoanTag>> = {
  mca_funder: 'merchant_cash_advance',
  debt_consolidator: 'merchant_cash_advance',
  factoring_company: 'factoring',
  bank: 'bank_loan',
};

/** Descriptions per match request: well under the funders service's limit and NATS's payload cap. */
const MATCH_BATCH = 2_000;

/**
 * Tags every transaction and detects debt positions, with the organization's funder registry: the
 * funders service matches each distinct description against the registry's aliases (one automaton per
 * organization, cached there), so corrections an underwriter made to the registry shape this parse.
 */
@Injectable()
export class LedgerClassifier {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  async classify(orgId: string, ledger: Parsing.McaParserResult): Promise<Parsing.McaParserResult> {
    const funders = await this.registryLookup(orgId, ledger.transactions.map((transaction) => transaction.description));
    const classified = classifyLedger({ accounts: ledger.accounts, transactions: ledger.transactions }, funders ?? undefined);
    return { ...ledger, transactions: classified.transactions, positions: classified.positions };
  }

  /** Null when the registry cannot be asked: positions are then detected from patterns alone. */
  private async registryLookup(orgId: string, descriptions: readonly string[]): Promise<FunderLookup | null> {
    const distinct = [...new Set(descriptions)];
    const matches = new Map<string, FunderLookupMatch>();
    try {
      for (let start = 0; start < distinct.length; start += MATCH_BATCH) {
        const batch = distinct.slice(start, start + MATCH_BATCH);
        const reply = await this.rpc.request(Subjects.funders.match, { org_id: orgId, descriptions: batch }, Funders.MatchDescriptionsReply);
        reply.matches.forEach((match, index) => {
          if (match) matches.set(batch[index], { funder_id: match.funder_id, title: match.title, loan_type: LOAN_TYPE_OF_FUNDER_TYPE[match.funder_type] ?? null });
        });
      }
    } catch (error) {
      this.logger.warn({ err: error, orgId }, 'funder registry unavailable; positions detected without it');
      return null;
    }
    return { match: (description) => matches.get(description) ?? null };
  }
}
