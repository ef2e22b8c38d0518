import { DEFAULT_FUNDERS } from '@uw/funder-matching';
import {
  apiClient,
  buildStatementPdf,
  businessDays,
  createTenant,
  expectEventually,
  multipartForm,
  type StatementRow,
  type StatementSpec,
  startTestStack,
  statementEndingBalance,
  type TestStack,
  type TestTenant,
} from '@uw/testing';

/** Federal Reserve holidays inside the statement window: no ACH pulls on these days. */
const HOLIDAYS = new Set(['2026-01-01', '2026-01-19', '2026-02-16']);
const KAPITUS = DEFAULT_FUNDERS.find((funder) => funder.aliases.some((alias) => /KAPITUS/i.test(alias)));

function monthRows(start: string, end: string, monthIndex: number): StatementRow[] {
  const rows: StatementRow[] = [];
  businessDays(start, end)
    .filter((day) => !HOLIDAYS.has(day))
    .forEach((day, index) => {
      rows.push({ date: day, description: `SQUARE INC DEPOSIT ${day.replaceAll('-', '').slice(2)}`, amount: 1_800 + ((index * 37 + monthIndex * 11) % 400), direction: 'credit' });
      rows.push({ date: day, description: 'KAPITUS SERVICING DES:DEBIT CCD', amount: 450, direction: 'debit' });
      if (new Date(`${day}T00:00:00Z`).getUTCDay() === 3) rows.push({ date: day, description: 'ZEPHYR BRIDGE CAP ACH PMT', amount: 1_250, direction: 'debit' });
    });
  rows.push({ date: `${start.slice(0, 8)}12`, description: 'ZELLE TO JOHN OWNER', amount: 2_000, direction: 'debit' });
  rows.push({ date: `${start.slice(0, 8)}14`, description: 'NSF RETURNED ITEM FEE', amount: 36, direction: 'debit' });
  rows.push({ date: `${start.slice(0, 8)}20`, description: 'GUSTO PAYROLL NET PAY', amount: 3_500, direction: 'debit' });
  return rows;
}

function statements(): StatementSpec[] {
  const january: StatementSpec = {
    bank: 'First Example Bank', accountNumber: '****4321', businessName: 'Joe Pizza LLC',
    start: '2026-01-01', end: '2026-01-31', startingBalance: 8_000, rows: monthRows('2026-01-01', '2026-01-31', 0),
  };
  const february: StatementSpec = {
    ...january, start: '2026-02-01', end: '2026-02-28', startingBalance: statementEndingBalance(january), rows: monthRows('2026-02-01', '2026-02-28', 1),
  };
  return [january, february];
}

const cents = (value: number) => Math.round(value * 100);
const sumOf = (rows: StatementRow[], direction: 'credit' | 'debit') => rows.filter((row) => row.direction === direction).reduce((sum, row) => sum + cents(row.amount), 0) / 100;

interface Position { position_id: string; name: string; loan_type: string; funder_id: string | null; transaction_ids: number[] }
interface Transaction { transaction_id: number; description: string; transaction_type: string; tag: string[] }

describe('analytics, exports and underwriting edits through HTTP, NATS and the database', () => {
  let stack: TestStack;
  let acme: TestTenant;
  let rival: TestTenant;
  let client: ReturnType<typeof apiClient>;
  let bookId: string;
  const specs = statements();
  const allRows = specs.flatMap((spec) => spec.rows);

  const waitForCompleted = (id: string) =>
    expectEventually(async () => {
      const status = (await client.get(`/parse/${id}/parse-book-status`)).body;
      expect(status.parse_status).toBe('completed');
    }, 60_000, 200);
  const ledgerOf = async (id: string) => (await client.get(`/books/${id}`)).body.book_meta.parser_v2_mca_result as { positions: Position[]; transactions: Transaction[] };
  const analyticsOf = async (id: string) => {
    const answer = await client.get(`/books/${id}/analytics`);
    expect(answer.status).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    // Each parse run waits this long first, so edits can be tried while the Book is processing.
    stack = await startTestStack('analytics-edits', { PARSE_DEBUG_DELAY_MS: '1500' });
    [acme, rival] = await Promise.all([createTenant(stack.env, 'Acme Funding'), createTenant(stack.env, 'Rival Capital')]);
    client = apiClient(stack.baseUrl, acme.token);
    const files = await Promise.all(specs.map(async (spec, index) => ({ name: `statement-${index + 1}.pdf`, data: await buildStatementPdf(spec) })));
    const submitted = await client.multipart('/submit-book', multipartForm({ book_name: 'Joe Pizza LLC' }, files));
    expect(submitted.status).toBe(200);
    bookId = submitted.body.book_id;
    await waitForCompleted(bookId);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('computes totals, true revenue and debt positions from the parsed statements', async () => {
    const analytics = await analyticsOf(bookId);
    expect(analytics.total_deposits).toBeCloseTo(sumOf(allRows, 'credit'), 2);
    expect(analytics.total_withdrawals).toBeCloseTo(sumOf(allRows, 'debit'), 2);
    expect(analytics.num_deposits).toBe(allRows.filter((row) => row.direction === 'credit').length);
    expect(analytics.true_revenue).toBeCloseTo(sumOf(allRows, 'credit'), 2); // card settlements only
    expect(analytics.opening_balance).toBe(8_000);
    expect(analytics.closing_balance).toBeCloseTo(statementEndingBalance(specs[1]), 2);
    expect(analytics.statements).toHaveLength(2);
    expect(analytics.statements[0].accounts.map((account: { account_id: number }) => account.account_id)).toEqual([0, 1]);
    expect(analytics.num_nsf).toBe(2);
    expect(analytics.bank_holidays).toEqual(expect.arrayContaining([expect.objectContaining({ date: '2026-01-19' })]));

    expect(KAPITUS).toBeDefined();
    const kapitus = analytics.positions.find((position: { name: string }) => /kapitus/i.test(position.name));
    expect(kapitus).toMatchObject({ loan_type: 'merchant_cash_advance', funder_title: KAPITUS?.title, is_active: true });
    expect(kapitus.payment_count).toBe(allRows.filter((row) => row.description.startsWith('KAPITUS')).length);
    expect(kapitus.potential_missed_payments).toEqual([]); // holidays are not gaps
    const schedules = kapitus.episodes.flatMap((episode: { schedules: Array<{ frequency: string }> }) => episode.schedules);
    expect(schedules.map((schedule: { frequency: string }) => schedule.frequency)).toContain('daily');
    const zephyr = analytics.positions.find((position: { name: string }) => /zephyr/i.test(position.name));
    expect(zephyr).toMatchObject({ funder_uuid: null });
    const weekly = zephyr.episodes.flatMap((episode: { schedules: Array<{ frequency: string; pull_day: string | null }> }) => episode.schedules);
    expect(weekly[0]).toMatchObject({ frequency: 'weekly' });
    expect(analytics.num_mca_positions).toBeGreaterThanOrEqual(2);
    expect(analytics.total_loan_payments).toBeCloseTo(sumOf(allRows.filter((row) => /KAPITUS|ZEPHYR/.test(row.description)), 'debit'), 2);
  });

  it('serves the account-first view with a balance for every calendar day', async () => {
    const answer = await client.get(`/books/${bookId}/statements`);
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(1);
    const [account] = answer.body;
    expect(account).toMatchObject({ account_id: 1, account_number: '****4321' });
    expect(account.statements.map((statement: { statement_start_date: string }) => statement.statement_start_date)).toEqual(['2026-01-01', '2026-02-01']);
    expect(Object.keys(account.statements[0].daily_balances)).toHaveLength(31);
    expect(account.statements[0].daily_balances['2026-01-31']).toBeCloseTo(statementEndingBalance(specs[0]), 2);
  });

  it('exports CSV in both layouts and refuses an unknown table_format', async () => {
    const rows = await client.get(`/books/${bookId}/csv-export`);
    expect(rows.status).toBe(200);
    expect(rows.headers.get('content-type')).toContain('text/csv');
    const lines = String(rows.body).trim().split(/\r?\n/);
    expect(lines[0]).toBe('Period,Document,Account,Starting Balance,Deposits,Deposit Count,Withdrawals,Withdrawal Count,Ending Balance,Loan In,Loan Out,Avg Daily Balance,Days Negative,True Revenue,DTI %');
    expect(lines.some((line) => line.startsWith('Jan 2026,'))).toBe(true);
    expect(lines.some((line) => line.startsWith('NET,'))).toBe(true);
    expect(lines.at(-1)).toMatch(/^Average,/);
    const columns = await client.get(`/books/${bookId}/csv-export?table_format=month_as_col`);
    expect(String(columns.body).split(/\r?\n/)[0]).toBe('Metric,Jan 2026,Feb 2026');
    const unknown = await client.get(`/books/${bookId}/csv-export?table_format=sideways`);
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body)).toContain('month_as_row');
  });

  it('serves the tag registry with the direction each tag may sit on', async () => {
    const answer = await client.get('/parse/tags');
    expect(answer.status).toBe(200);
    expect(answer.body.tags.map((entry: { tag: string }) => entry.tag)).toEqual(expect.arrayContaining(['true_revenue', 'merchant_cash_advance', 'nsf_overdraft', 'untagged']));
    expect(answer.body.tags.find((entry: { tag: string }) => entry.tag === 'bank_fee')).toMatchObject({ direction: 'debit', label: expect.any(String) });
  });

  it('a tag edit shows in the next analytics read; unknown ids refuse the whole edit', async () => {
    const { transactions } = await ledgerOf(bookId);
    const payroll = transactions.filter((transaction) => transaction.description.startsWith('GUSTO'));
    const before = await analyticsOf(bookId);
    const edit = await client.patch(`/books/${bookId}/transactions-v2/tags`, {
      transaction_ids: payroll.map((transaction) => transaction.transaction_id),
      operation: { add: ['bank_fee', 'no_such_tag'] },
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toEqual({ message: 'Tags updated', transactions_updated: payroll.length });
    const after = await analyticsOf(bookId);
    expect(after.num_bank_fee).toBe(before.num_bank_fee + payroll.length);

    const replacedInvalid = await client.patch(`/books/${bookId}/transactions-v2/tags`, {
      transaction_ids: [payroll[0].transaction_id],
      operation: { replace: [{ old_tag: 'bank_fee', new_tag: 'not_a_tag' }] },
    });
    expect(replacedInvalid.body.transactions_updated).toBe(0);
    const replaced = await client.patch(`/books/${bookId}/transactions-v2/tags`, {
      transaction_ids: [payroll[0].transaction_id],
      operation: { replace: [{ old_tag: 'bank_fee', new_tag: 'owner_transaction' }] },
    });
    expect(replaced.body.transactions_updated).toBe(1);
    const replacedTags = (await ledgerOf(bookId)).transactions.find((t) => t.transaction_id === payroll[0].transaction_id)?.tag;
    expect(replacedTags).toContain('owner_transaction');
    expect(replacedTags).not.toContain('bank_fee');
    await client.patch(`/books/${bookId}/transactions-v2/tags`, { transaction_ids: [payroll[0].transaction_id], operation: { replace: [{ old_tag: 'owner_transaction', new_tag: 'bank_fee' }] } });

    const refused = await client.patch(`/books/${bookId}/transactions-v2/tags`, { transaction_ids: [payroll[0].transaction_id, 999_999], operation: { remove: ['bank_fee'] } });
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toContain('999999');
    expect((await ledgerOf(bookId)).transactions.find((t) => t.transaction_id === payroll[0].transaction_id)?.tag).toContain('bank_fee');
  });

  it('20 parallel edits on different transactions all land, and the audit trail lists each', async () => {
    const { transactions } = await ledgerOf(bookId);
    const targets = transactions.filter((transaction) => transaction.description.startsWith('SQUARE')).slice(0, 20);
    const logBefore = (await client.get(`/books/${bookId}/edits`)).body.edits.length;
    const answers = await Promise.all(
      targets.map((transaction) => client.patch(`/books/${bookId}/transactions-v2/tags`, { transaction_ids: [transaction.transaction_id], operation: { add: ['reversal'] } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(targets.map(() => 200));
    const tagged = (await ledgerOf(bookId)).transactions.filter((transaction) => transaction.tag.includes('reversal'));
    expect(tagged.map((transaction) => transaction.transaction_id).sort((a, b) => a - b)).toEqual(targets.map((t) => t.transaction_id).sort((a, b) => a - b));
    const log = (await client.get(`/books/${bookId}/edits`)).body;
    expect(log.edits).toHaveLength(logBefore + 20);
    expect(log.edits.at(-1)).toMatchObject({ actor: { org_id: acme.org_id, user_id: acme.user_id }, edit: { kind: 'tags' } });
  });

  it('creates, assigns, merges, re-types and deletes positions; the Book shows each change', async () => {
    const { transactions } = await ledgerOf(bookId);
    const owner = transactions.filter((transaction) => transaction.description.startsWith('ZELLE TO JOHN'));
    const created = await client.post(`/books/${bookId}/positions`, { name: 'Owner loan' });
    expect(created.status).toBe(201);
    const positionId = created.body.position_id;
    const sameName = await client.post(`/books/${bookId}/positions`, { name: 'owner LOAN' });
    expect(sameName.status).toBe(409); // positions are found by name: one name, one position
    expect((await client.post(`/books/${bookId}/positions`, { name: 'Transfers', loan_type: 'internal_transfer' })).status).toBe(422);
    expect((await ledgerOf(bookId)).positions.find((position) => position.name === 'Owner loan')).toMatchObject({ position_id: positionId, loan_type: 'merchant_cash_advance' });

    expect((await client.patch(`/books/${bookId}/transactions-v2/position`, { transaction_ids: owner.map((t) => t.transaction_id), position_id: positionId })).status).toBe(200);
    expect((await client.patch(`/books/${bookId}/transactions-v2/position`, { transaction_ids: [owner[0].transaction_id], position_id: 'pos_missing' })).status).toBe(422);
    const retyped = await client.patch(`/books/${bookId}/positions/${positionId}/loan-type`, { new_loan_type: 'bank_loan' });
    expect(retyped.status).toBe(200);
    let ledger = await ledgerOf(bookId);
    for (const transaction of ledger.transactions.filter((t) => owner.some((o) => o.transaction_id === t.transaction_id))) {
      expect(transaction.tag).toContain('bank_loan');
      expect(transaction.tag).not.toContain('merchant_cash_advance');
    }
    const zephyr = ledger.positions.find((position) => /zephyr/i.test(position.name));
    const merged = await client.post(`/books/${bookId}/positions/merge`, { position_ids: [positionId, zephyr?.position_id], merged_name: 'Owner and Zephyr' });
    expect(merged.status).toBe(200);
    ledger = await ledgerOf(bookId);
    expect(ledger.positions.some((position) => position.position_id === positionId)).toBe(false);
    const mergedPosition = ledger.positions.find((position) => position.position_id === merged.body.position_id);
    expect(mergedPosition?.transaction_ids).toHaveLength(owner.length + (zephyr?.transaction_ids.length ?? 0));

    const deleted = await client.delete(`/books/${bookId}/positions`, { position_ids: [merged.body.position_id], remove_tag: true });
    expect(deleted.status).toBe(200);
    ledger = await ledgerOf(bookId);
    expect(ledger.positions.some((position) => position.position_id === merged.body.position_id)).toBe(false);
    expect(ledger.transactions.find((t) => t.transaction_id === owner[0].transaction_id)?.tag).not.toContain('bank_loan');
  });

  it('exclusions replace supplied lists, keep omitted ones, and apply to analytics', async () => {
    const documents = (await client.get(`/documents/?book_id=${bookId}`)).body as Array<{ id: string; original_filename: string }>;
    const february = documents.find((document) => document.original_filename === 'statement-2.pdf');
    const first = await client.patch(`/books/${bookId}/exclusions`, { excluded_document_ids: [february?.id], revenue_exclusion_tags: ['payment_processor'] });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ excluded_document_ids: [february?.id], excluded_account_ids: [], revenue_exclusion_tags: ['payment_processor'] });
    const excluded = await analyticsOf(bookId);
    expect(excluded.true_revenue).toBe(0);
    expect(excluded.total_deposits).toBeCloseTo(sumOf(specs[0].rows, 'credit'), 2);
    expect(excluded.statements).toHaveLength(2); // the excluded document is still listed, zeroed

    const second = await client.patch(`/books/${bookId}/exclusions`, { revenue_exclusion_tags: [] });
    expect(second.body).toMatchObject({ excluded_document_ids: [february?.id], revenue_exclusion_tags: [] });
    expect((await client.patch(`/books/${bookId}/exclusions`, { excluded_document_ids: ['00000000-0000-4000-8000-000000000000'] })).status).toBe(422);
    await client.patch(`/books/${bookId}/exclusions`, { excluded_document_ids: [] });
    expect((await analyticsOf(bookId)).total_deposits).toBeCloseTo(sumOf(allRows, 'credit'), 2);
  });

  it('screening rules are validated, stored, and decide the screening result', async () => {
    const bad = await client.put('/screening-rules', { rules: [{ target_type: 'all', equation: { compare: '>=', left: { var: 'made_up_metric' }, right: 1 } }] });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('made_up_metric');
    const good = await client.put('/screening-rules', { rules: [{ target_type: 'all', equation: { compare: '>=', left: { var: 'true_revenue' }, right: 1_000_000 } }] });
    expect(good.status).toBe(200);
    const analytics = await analyticsOf(bookId);
    expect(analytics.screening_result).toMatchObject({ result: 'REJECT', num_total: 1, num_passed: 0 });
    expect(analytics.screening_result.resolved_rules[0].rule_as_variables).toBe('true_revenue >= 1000000');
    await client.put('/screening-rules', { rules: [] });
    expect((await analyticsOf(bookId)).screening_result ?? null).toBeNull();
  });

  it('tying a position to a funder teaches the registry; the next parse matches it, and discards the edits', async () => {
    const funder = await client.post('/funders', { title: 'Zephyr Bridge Capital', funder_type: 'mca_funder' });
    expect(funder.status).toBe(201);
    const zephyr = (await ledgerOf(bookId)).positions.find((position) => /zephyr/i.test(position.name));
    // The Zephyr position was merged and deleted above: re-create it from its transactions.
    const transactions = (await ledgerOf(bookId)).transactions.filter((t) => t.description.startsWith('ZEPHYR'));
    const position = zephyr ?? { position_id: (await client.post(`/books/${bookId}/positions`, { name: 'Zephyr' })).body.position_id };
    if (!zephyr) await client.patch(`/books/${bookId}/transactions-v2/position`, { transaction_ids: transactions.map((t) => t.transaction_id), position_id: position.position_id });
    const tied = await client.patch(`/books/${bookId}/positions/${position.position_id}/funder`, { funder_id: funder.body.id });
    expect(tied.status).toBe(200);
    const learned = (await client.get(`/funders/${funder.body.id}`)).body;
    expect(learned.funder_meta.transaction_description_aliases).toEqual([expect.stringMatching(/^ZEPHYR BRIDGE/)]);
    expect((await client.patch(`/books/${bookId}/positions/${position.position_id}/funder`, { funder_id: '00000000-0000-4000-8000-000000000000' })).status).toBe(422);

    expect((await client.post(`/parse/${bookId}/parse-book`)).status).toBe(200);
    const duringParse = await client.patch(`/books/${bookId}/exclusions`, { revenue_exclusion_tags: ['reversal'] });
    expect(duringParse.status).toBe(409);
    expect(duringParse.body.code).toBe('EDIT.BOOK_PROCESSING');
    await waitForCompleted(bookId);
    const reparsed = await ledgerOf(bookId);
    const matched = reparsed.positions.find((candidate) => candidate.funder_id === funder.body.id);
    expect(matched).toBeDefined();
    expect(reparsed.transactions.some((transaction) => transaction.tag.includes('reversal'))).toBe(false); // edits discarded
    expect((await client.get(`/books/${bookId}/edits`)).body.edits).toEqual([]);
  });

  it('refuses analytics for a Book without a completed parse (400) or of another organization (404)', async () => {
    const empty = await client.post('/books/', { name: 'Empty deal' });
    const answer = await client.get(`/books/${empty.body.id}/analytics`);
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toContain('completed parse');
    expect((await apiClient(stack.baseUrl, rival.token).get(`/books/${bookId}/analytics`)).status).toBe(404);
    expect((await apiClient(stack.baseUrl, rival.token).patch(`/books/${bookId}/exclusions`, { excluded_account_ids: [] })).status).toBe(404);
  });
});
