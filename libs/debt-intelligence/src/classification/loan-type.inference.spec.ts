import { loanTypeOfFunder } from './loan-type.inference';

describe('loan type of a registry funder', () => {
  it('uses the registry entry type unless the bank text says lease, factoring or card', () => {
    expect(loanTypeOfFunder('Acme Business Finance', 'ACME BUSINESS FIN PAYMENT', 'factoring')).toBe('factoring');
    expect(loanTypeOfFunder('Acme Business Finance', 'ACME BUSINESS FIN LEASE PMT', 'merchant_cash_advance')).toBe('lease');
    expect(loanTypeOfFunder('First Community Bank', 'FIRST COMMUNITY BANK LOAN PMT', 'bank_loan')).toBe('bank_loan');
  });

  it('falls back to MCA when the registry gives no type and nothing reads like a bank loan', () => {
    expect(loanTypeOfFunder('Kapitus', 'KAPITUS SERVICING DEBIT')).toBe('merchant_cash_advance');
  });
});
