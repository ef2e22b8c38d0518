/**
 * A Plaid `/asset_report/get` response for a landscaping business: a Chase operating account and a Wells
 * Fargo savings account, January to March 2024, transactions newest first as Plaid lists them, pending
 * rows at the end of the window, and members the importer does not read (categories, merchant names...).
 * Operating: current 20,000.00 on 2024-04-02; savings: current 7,525.10.
 */
export function assetReportResponse() {
  return {
    report: {
      asset_report_id: 'bf3a0490-344c-4620-a219-2693162e4b1d',
      client_report_id: 'book-123',
      date_generated: '2024-04-02T14:03:11Z',
      days_requested: 90,
      user: { client_user_id: 'broker-77', first_name: null },
      items: [
        {
          item_id: 'eVBnVMp7zdTJLkRNr33Rs6zr7KNJqBFL9DrE6',
          institution_id: 'ins_56',
          institution_name: 'Chase',
          date_last_updated: '2024-04-02T14:02:00Z',
          accounts: [operatingAccount()],
        },
        {
          item_id: 'Wx8Jk2NQp1LxaR4ZoYe3ndKJm0PQTbCa7ZxVq',
          institution_id: 'ins_127991',
          institution_name: 'Wells Fargo',
          date_last_updated: '2024-04-02T14:02:30Z',
          accounts: [savingsAccount()],
        },
      ],
    },
    request_id: 'eYupqX1mZkEuQRx',
    warnings: [],
  };
}

function operatingAccount() {
  const id = 'chk-1234';
  return {
    account_id: id,
    name: 'Business Checking',
    official_name: 'Chase Business Complete Checking',
    mask: '1234',
    type: 'depository',
    subtype: 'checking',
    balances: { available: 19955.0, current: 20000.0, iso_currency_code: 'USD', limit: null, unofficial_currency_code: null },
    days_available: 91,
    owners: [
      {
        names: ['GREEN ACRES LANDSCAPING LLC'],
        addresses: [{ data: { street: '12 Elm St', city: 'Austin', region: 'TX', postal_code: '78701', country: 'US' }, primary: true }],
        emails: [],
        phone_numbers: [],
      },
    ],
    ownership_type: null,
    historical_balances: [
      { date: '2024-04-02', current: 20000.0, iso_currency_code: 'USD' },
      { date: '2024-03-31', current: 20000.0, iso_currency_code: 'USD' },
      { date: '2024-03-15', current: 21810.4, iso_currency_code: 'USD' },
      { date: '2024-02-29', current: 12108.4, iso_currency_code: 'USD' },
      { date: '2024-02-15', current: 13141.4, iso_currency_code: 'USD' },
      { date: '2024-01-31', current: 8388.9, iso_currency_code: 'USD' },
      { date: '2024-01-03', current: 3236.15, iso_currency_code: 'USD' },
    ],
    transactions: [
      row(id, 'p-2', 45.0, '2024-04-01', 'HOME DEPOT', 'CARD PURCHASE HOME DEPOT #4410', true),
      row(id, 'p-1', -600.0, '2024-04-01', 'Square', 'SQUARE INC DEPOSIT 240401', true),
      row(id, 't-24', 812.4, '2024-03-29', 'Gusto', 'GUSTO PAYROLL 032924'),
      row(id, 't-23', 499.0, '2024-03-25', 'Yellowstone', 'YELLOWSTONE CAPITAL ACH DEBIT'),
      row(id, 't-22', 499.0, '2024-03-18', 'Yellowstone', 'YELLOWSTONE CAPITAL ACH DEBIT'),
      row(id, 't-21', 2000.0, '2024-03-15', 'Transfer', 'ONLINE TRANSFER TO SAV ****5678'),
      row(id, 't-20', -10000.0, '2024-03-15', 'Bluevine', 'WIRE FROM BLUEVINE CAPITAL'),
      row(id, 't-19', 499.0, '2024-03-11', 'Yellowstone', 'YELLOWSTONE CAPITAL ACH DEBIT'),
      row(id, 't-18', 1200.0, '2024-03-08', 'Rent', 'ELM PROPERTIES RENT'),
      row(id, 't-17', 499.0, '2024-03-04', 'Yellowstone', 'YELLOWSTONE CAPITAL ACH DEBIT'),
      row(id, 't-16', -3900.0, '2024-03-01', 'Stripe', 'STRIPE TRANSFER ST-M3'),
      row(id, 't-15', 35.0, '2024-02-29', 'Fee', 'MONTHLY SERVICE FEE'),
      row(id, 't-14', 499.0, '2024-02-26', 'Yellowstone', 'YELLOWSTONE CAPITAL ACH DEBIT'),
      row(id, 't-13', 499.0, '2024-02-19', 'Yellowstone', 'YELLOWSTONE CAPITAL ACH DEBIT'),
      row(id, 't-12', -2750.5, '2024-02-14', 'Square', 'SQUARE INC DEPOSIT 240214'),
      row(id, 't-11', 499.0, '2024-02-12', 'Yellowstone', 'YELLOWSTONE CAPITAL ACH DEBIT'),
      row(id, 't-10', 1200.0, '2024-02-08', 'Rent', 'ELM PROPERTIES RENT'),
      row(id, 't-9', 499.0, '2024-02-05', 'Yellowstone', 'YELLOWSTONE CAPITAL ACH DEBIT'),
      row(id, 't-8', -4200.0, '2024-02-01', 'Stripe', 'STRIPE TRANSFER ST-F2'),
      row(id, 't-7', 150.25, '2024-01-31', 'Home Depot', null),
      row(id, 't-6', 499.0, '2024-01-29', 'Yellowstone', 'YELLOWSTONE CAPITAL ACH DEBIT'),
      row(id, 't-5', 499.0, '2024-01-22', 'Yellowstone', 'YELLOWSTONE CAPITAL ACH DEBIT'),
      row(id, 't-4', 499.0, '2024-01-15', 'Yellowstone', 'YELLOWSTONE CAPITAL ACH DEBIT'),
      row(id, 't-3', -3000.0, '2024-01-12', 'Square', 'SQUARE INC DEPOSIT 240112'),
      row(id, 't-2', 1200.0, '2024-01-08', 'Rent', 'ELM PROPERTIES RENT'),
      row(id, 't-1', -5000.0, '2024-01-05', 'Stripe', 'STRIPE TRANSFER ST-J1'),
    ],
  };
}

/** Its historical balance for 2024-02-29 is 50.00 below what its transactions give. */
function savingsAccount() {
  const id = 'sav-5678';
  return {
    account_id: id,
    name: 'Way2Save Savings',
    official_name: null,
    mask: '5678',
    type: 'depository',
    subtype: 'savings',
    balances: { available: 7525.1, current: 7525.1, iso_currency_code: 'USD' },
    days_available: 91,
    owners: [],
    historical_balances: [
      { date: '2024-03-31', current: 7525.1 },
      { date: '2024-02-29', current: 5474.0 },
      { date: '2024-01-31', current: 5823.1 },
    ],
    transactions: [
      row(id, 's-p1', -0.95, '2024-04-01', 'Interest', 'INTEREST PAYMENT', true),
      row(id, 's-6', -1.1, '2024-03-29', 'Interest', 'INTEREST PAYMENT'),
      row(id, 's-5', -2000.0, '2024-03-15', 'Transfer', 'ONLINE TRANSFER FROM CHASE ****1234'),
      row(id, 's-4', -0.9, '2024-02-29', 'Interest', 'INTEREST PAYMENT'),
      row(id, 's-3', 300.0, '2024-02-20', 'Transfer', 'ONLINE TRANSFER TO CHK'),
      row(id, 's-2', -0.85, '2024-01-31', 'Interest', 'INTEREST PAYMENT'),
      row(id, 's-1', -1000.0, '2024-01-10', 'Transfer', 'ONLINE TRANSFER FROM CHK'),
    ],
  };
}

function row(accountId: string, id: string, amount: number, date: string, name: string, original: string | null, pending = false) {
  return {
    account_id: accountId,
    transaction_id: id,
    amount,
    date,
    name,
    original_description: original,
    pending,
    iso_currency_code: 'USD',
    merchant_name: null,
    category: ['Transfer'],
    category_id: '21000000',
    account_owner: null,
  };
}
