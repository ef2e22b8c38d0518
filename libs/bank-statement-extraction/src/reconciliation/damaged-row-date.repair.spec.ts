import { type DraftTransaction } from './draft-transaction.model';
import { opensWithDamagedNamedDate, repairDamagedRowDates } from './damaged-row-date.repair';

const row = (date: string, description: string): DraftTransaction => ({ date, description, amount: 100, direction: 'credit', running_balance: 1000 });
const period = { start: '2022-06-01', end: '2022-06-30' };

describe('repairDamagedRowDates', () => {
  it('reads a row whose date the scan damaged from the day still legible, between the dates of the rows around it', () => {
    const drafts = [row('2022-06-13', 'BRANCH DEPOSIT'), row('2022-06-13', 'Ce 16 22  TOAST INC TRANSFER 335885'), row('2022-06-20', 'STRIPE TRANSFER 123')];
    const repaired = repairDamagedRowDates(drafts, [false, true, false], period);

    expect(repaired.drafts[1]).toMatchObject({ date: '2022-06-16', description: 'TOAST INC TRANSFER 335885' });
    expect(repaired.dated).toEqual([true, true, true]);
    expect(repaired.warnings).toEqual(['1 row(s) open with a date the scan damaged: read from the day still legible and the rows around them, or the date of the row above']);
  });

  it('reads a date whose slashes OCR read as colons (`06:16/22`, `16:17:22` for 06/17/22)', () => {
    const drafts = [
      row('2022-06-13', 'BRANCH DEPOSIT'),
      row('2022-06-13', '06:16/22 TOAST INC TRANSFER 335885'),
      row('2022-06-13', '16:17:22 WORLDPAY DES:SETTLEMENT ID:50776822'),
      row('2022-06-20', 'STRIPE TRANSFER 123'),
      ...Array.from({ length: 4 }, () => row('2022-06-21', 'TOAST INC TRANSFER')),
    ];
    const repaired = repairDamagedRowDates(drafts, [false, true, true, false, ...Array(4).fill(false)], period);

    expect(repaired.drafts.slice(0, 4).map(({ date, description }) => `${date} ${description}`)).toEqual([
      '2022-06-13 BRANCH DEPOSIT',
      '2022-06-16 TOAST INC TRANSFER 335885',
      '2022-06-17 WORLDPAY DES:SETTLEMENT ID:50776822',
      '2022-06-20 STRIPE TRANSFER 123',
    ]);
  });

  it('reads digit lookalikes in the day and a date run together (`S6l7 22`), keeps the date above where the day is out of reach, and leaves a row whose day is unread', () => {
    const drafts = [
      row('2022-06-13', 'BRANCH DEPOSIT'),
      row('2022-06-13', 'S6l7 22 TOAST INC DES:SETTLEMENT'),
      row('2022-06-13', 'Ub 29 22 MOBILE DEPOSIT'),
      row('2022-06-13', 'Ub c4 22 SQUARE INC TRANSFER'),
      row('2022-06-20', 'STRIPE TRANSFER 123'),
      ...Array.from({ length: 6 }, () => row('2022-06-21', 'TOAST INC TRANSFER')),
    ];
    const repaired = repairDamagedRowDates(drafts, [false, true, true, true, false, ...Array(6).fill(false)], period);

    expect(repaired.drafts.slice(0, 5).map(({ date, description }) => `${date} ${description}`)).toEqual([
      '2022-06-13 BRANCH DEPOSIT',
      '2022-06-17 TOAST INC DES:SETTLEMENT',
      '2022-06-13 MOBILE DEPOSIT',
      '2022-06-13 Ub c4 22 SQUARE INC TRANSFER',
      '2022-06-20 STRIPE TRANSFER 123',
    ]);
  });

  it('leaves rows that printed their own date, rows that share the date above as printed, and openings that are words', () => {
    const drafts = [
      row('2022-06-13', '06 14 22 BRANCH DEPOSIT'),
      row('2022-06-13', 'CHECK 1043'),
      row('2022-06-13', 'TO SAVINGS 1234'),
      row('2022-06-13', 'GA US POSTAL SERVICE'),
      row('2022-06-13', '1099 INT PAYMENT'),
      // Check numbers, addresses and years opening a description, and a date cell with its year alone (found in review).
      row('2022-06-13', '1017 CHECK'),
      row('2022-06-13', '1215 MAIN ST LLC RENT'),
      row('2022-06-13', '2021 FORM 1120 TAX PMT'),
      row('2022-06-13', 'Ce 22  TOAST INC TRANSFER'),
      row('2022-06-13', 'Ub 14 19  TOAST INC TRANSFER'),
      row('2022-06-13', 'BO IS GOODS MARKET'),
      row('2022-06-20', 'STRIPE TRANSFER 123'),
      ...Array.from({ length: 18 }, () => row('2022-06-21', 'SQUARE INC TRANSFER')),
    ];

    expect(repairDamagedRowDates(drafts, [false, true, true, true, true, true, true, true, true, true, true, ...Array(19).fill(false)], period).drafts).toEqual(drafts);
  });

  it('leaves a layout that prints a date on a day’s first row only, its rows undated a third of the time or more', () => {
    const drafts = [row('2022-06-13', 'BRANCH DEPOSIT'), row('2022-06-13', '40 14 ACME SUPPLY'), row('2022-06-13', 'CHECK 1043'), row('2022-06-20', 'STRIPE TRANSFER 123')];

    expect(repairDamagedRowDates(drafts, [false, true, true, false], period).drafts).toEqual(drafts);
  });

  it('keeps the date above where two dates between the rows around it have the day read', () => {
    const drafts = [row('2022-05-10', 'BRANCH DEPOSIT'), row('2022-05-10', 'Ce 15 22  TOAST INC TRANSFER 335885'), row('2022-06-20', 'STRIPE TRANSFER 123')];

    expect(repairDamagedRowDates(drafts, [false, true, false], { start: '2022-05-01', end: '2022-06-30' }).drafts[1].date).toBe('2022-05-10');
  });

  describe('a short cell read apart before an undated row’s description (`rod`, `il os`, `3`): its date cell', () => {
    const november = { start: '2025-11-01', end: '2025-11-30' };
    const dated = (date: string) => row(date, 'WORLDPAY TRANSFER 945565');

    it('goes from the description; the row takes the one date between the rows around it the cell fits, else the date above', () => {
      const drafts = [dated('2025-11-04'), row('2025-11-04', 'il os SQUARE INC'), row('2025-11-04', 'Hn PURCHASE'), dated('2025-11-05'), row('2025-11-05', 'Is ORIG CO NAME:KAPITUS'), ...Array(5).fill(dated('2025-11-06'))];
      const inherited = [false, true, true, false, true, ...Array(5).fill(false)];
      const repaired = repairDamagedRowDates(drafts, inherited, november, false, [null, 'il os', 'Hn', null, 'Is', ...Array(5).fill(null)]);

      expect(repaired.drafts.slice(0, 5).map(({ date, description }) => `${date} ${description}`)).toEqual([
        '2025-11-04 WORLDPAY TRANSFER 945565',
        '2025-11-05 SQUARE INC',
        // Nothing of a day left in `Hn`: 11/04 and 11/05 both fit, the row keeps the date above.
        '2025-11-04 PURCHASE',
        '2025-11-05 WORLDPAY TRANSFER 945565',
        // `Is` reads 15, no date between 11/05 and 11/06.
        '2025-11-05 ORIG CO NAME:KAPITUS',
      ]);
      // A date read from such a cell says nothing of the rows' date order.
      expect(repaired.dated.slice(0, 3)).toEqual([true, false, false]);
    });

    it('stays in a layout that leaves a third of its rows or more undated, those cells counted undated, and where the description does not open with it', () => {
      const drafts = [dated('2025-11-04'), row('2025-11-04', 'Hn PURCHASE'), row('2025-11-04', 'il SQUARE INC'), dated('2025-11-05'), dated('2025-11-06')];
      expect(repairDamagedRowDates(drafts, [false, true, true, false, false], november, false, [null, 'Hn', 'il', null, null]).drafts).toEqual(drafts);

      const mostlyDated = [dated('2025-11-04'), row('2025-11-04', 'SQUARE INC'), ...Array(4).fill(dated('2025-11-05'))];
      expect(repairDamagedRowDates(mostlyDated, [false, true, false, false, false, false], november, false, [null, 'os', null, null, null, null]).drafts).toEqual(mostlyDated);
    });
  });

  it('reads a printout newest first', () => {
    const drafts = [row('2022-06-20', 'STRIPE TRANSFER 123'), row('2022-06-20', 'Ce 16 22  TOAST INC TRANSFER 335885'), row('2022-06-13', 'BRANCH DEPOSIT')];

    expect(repairDamagedRowDates(drafts, [false, true, false], period, true).drafts[1].date).toBe('2022-06-16');
  });

  describe('a date without its year (`MM DD`) the scan damaged', () => {
    const january = { start: '2022-01-01', end: '2022-01-31' };
    const dated = (date: string) => row(date, 'WORLDPAY TRANSFER 415167');

    it('reads the cells left (`0. G4`, `nl C4`, `0.-C5`, `F102`, `L1/+4`) where one date between the rows around it fits them', () => {
      const drafts = [
        dated('2022-01-03'),
        row('2022-01-03', '0. G4 WORLDPAY TRANSFER 369778'),
        row('2022-01-03', 'nl C4 SQUARE INC TRANSFER 779482'),
        dated('2022-01-05'),
        row('2022-01-05', '0.-C5 SQUARE INC TRANSFER 396115'),
        dated('2022-01-05'),
        row('2022-01-05', 'L1/+4 CLOVER DES:SETTLEMENT ID:97912577'),
        dated('2022-01-16'),
        ...Array.from({ length: 6 }, () => dated('2022-01-20')),
      ];
      const inherited = drafts.map((draft) => draft.description !== 'WORLDPAY TRANSFER 415167');
      const repaired = repairDamagedRowDates(drafts, inherited, january);

      expect(repaired.drafts.slice(0, 8).map(({ date, description }) => `${date} ${description}`)).toEqual([
        '2022-01-03 WORLDPAY TRANSFER 415167',
        '2022-01-04 WORLDPAY TRANSFER 369778',
        '2022-01-04 SQUARE INC TRANSFER 779482',
        '2022-01-05 WORLDPAY TRANSFER 415167',
        '2022-01-05 SQUARE INC TRANSFER 396115',
        '2022-01-05 WORLDPAY TRANSFER 415167',
        // `+4`: the day's 4 stands, its 1 lost; the 14th is the one day between the 5th and the 16th ending in 4.
        '2022-01-14 CLOVER DES:SETTLEMENT ID:97912577',
        '2022-01-16 WORLDPAY TRANSFER 415167',
      ]);
    });

    it('keeps the date above where two dates fit (`1%` between the 13th and the 15th), and leaves cells no date fits', () => {
      const drafts = [
        dated('2022-01-13'),
        row('2022-01-13', '11 1% STRIPE DES:SETTLEMENT ID:12433425'),
        // The day read 32 for 02: its 3 stands where the date has a 0.
        row('2022-01-13', '03 32 ORIG CO NAME:FUNDBOX'),
        dated('2022-01-15'),
        ...Array.from({ length: 6 }, () => dated('2022-01-20')),
      ];
      const inherited = drafts.map((draft) => draft.description !== 'WORLDPAY TRANSFER 415167');

      expect(repairDamagedRowDates(drafts, inherited, january).drafts.slice(0, 3).map(({ date, description }) => `${date} ${description}`)).toEqual([
        '2022-01-13 WORLDPAY TRANSFER 415167',
        '2022-01-13 STRIPE DES:SETTLEMENT ID:12433425',
        '2022-01-13 03 32 ORIG CO NAME:FUNDBOX',
      ]);
    });

    it('leaves openings of a real description (found in review): addresses and store numbers, words and codes with digits', () => {
      const drafts = [
        row('2022-06-11', 'BRANCH DEPOSIT'),
        row('2022-06-11', 'QT 12 OUTSIDE TULSA OK'),
        row('2022-06-11', 'CK 12 ORIG'),
        row('2022-06-11', '612 MAIN ST LLC RENT'),
        row('2022-06-11', 'B2B PAYMENT VENDOR 5521'),
        row('2022-06-11', 'P2P TRANSFER TO J SMITH'),
        row('2022-06-11', '601K CONTRIB FIDELITY'),
        row('2022-06-13', 'STRIPE TRANSFER 123'),
        ...Array.from({ length: 14 }, () => row('2022-06-21', 'SQUARE INC TRANSFER')),
      ];
      const inherited = drafts.map((_, index) => index >= 1 && index <= 6);

      expect(repairDamagedRowDates(drafts, inherited, period).drafts).toEqual(drafts);
    });

    it('leaves words, numbers of four clean digits and a month cell of another month opening a description', () => {
      const october = { start: '2022-10-01', end: '2022-10-31' };
      const drafts = [
        row('2022-10-13', 'BRANCH DEPOSIT'),
        // The day's cell must keep a true digit: `US` read as 15 is a word.
        row('2022-10-13', 'GA US POSTAL SERVICE'),
        row('2022-10-13', '1017 CHECK'),
        row('2022-10-13', '1015 MAIN ST LLC RENT'),
        // 40: a month cell ending in 0 is October's, but `06 14` is June's.
        row('2022-10-13', '06 14 ACME SUPPLY'),
        // A day's cell holds no letter but a digit's lookalike: `1K` of a 401(k) is no day.
        row('2022-10-13', '101K CONTRIB FIDELITY'),
        row('2022-10-20', 'STRIPE TRANSFER 123'),
        ...Array.from({ length: 12 }, () => row('2022-10-21', 'SQUARE INC TRANSFER')),
      ];
      const inherited = drafts.map((_, index) => index >= 1 && index <= 5);

      expect(repairDamagedRowDates(drafts, inherited, october).drafts).toEqual(drafts);
    });

    it('repairs a layout whose undated rows open with what is left of a date, however many (they are dated rows the scan damaged)', () => {
      const drafts = [
        dated('2022-01-03'),
        row('2022-01-03', '0. G4 WORLDPAY TRANSFER 369778'),
        row('2022-01-03', 'nl C4 SQUARE INC TRANSFER 779482'),
        row('2022-01-03', '0.-C5 SQUARE INC TRANSFER 396115'),
        dated('2022-01-05'),
      ];

      expect(repairDamagedRowDates(drafts, [false, true, true, true, false], january).drafts.map(({ date }) => date)).toEqual([
        '2022-01-03',
        '2022-01-04',
        '2022-01-04',
        '2022-01-05',
        '2022-01-05',
      ]);
    });
  });

  describe('a date with its month’s name the scan damaged', () => {
    it('reads the day left (`Jun 1€, 2023`, `Ju! 19, 2023`) between the rows around it, and takes it from the description where no date fits', () => {
      const june = { start: '2023-06-01', end: '2023-06-30' };
      const drafts = [
        row('2023-06-16', 'AMERICAN EXPRESS ACH PMT'),
        row('2023-06-16', 'Jun 1€, 2023 TOAST INC DES:SETTLEMENT ID:15609252'),
        row('2023-06-16', 'Ju! 19, 2023 PURCHASE AUTHORIZED ON 06/19 UBER TRIP'),
        row('2023-06-22', 'ORIG CO NAME:YELLOWSTONE CAP'),
        row('2023-06-22', 'Jun 3€, 2023 ACH CREDIT CITY OF TAMPA'),
        row('2023-06-26', 'CHECK 7490'),
      ];
      const repaired = repairDamagedRowDates(drafts, [false, true, true, false, true, false], june);

      expect(repaired.drafts.map(({ date, description }) => `${date} ${description}`)).toEqual([
        '2023-06-16 AMERICAN EXPRESS ACH PMT',
        '2023-06-16 TOAST INC DES:SETTLEMENT ID:15609252',
        '2023-06-19 PURCHASE AUTHORIZED ON 06/19 UBER TRIP',
        '2023-06-22 ORIG CO NAME:YELLOWSTONE CAP',
        // No day of the 30s between the 22nd and the 26th: the date above stays, the damaged date leaves the description.
        '2023-06-22 ACH CREDIT CITY OF TAMPA',
        '2023-06-26 CHECK 7490',
      ]);
      // The rows that kept the date above (two days of the teens fit the first) hold no date of their own.
      expect(repaired.dated).toEqual([true, false, true, true, false, true]);
    });

    it('takes no date of another month than the one its month word names', () => {
      const drafts = [row('2023-06-29', 'BRANCH DEPOSIT'), row('2023-06-29', 'Jul 3€, 2023 TOAST INC'), row('2023-07-05', 'CHECK 7490')];
      const repaired = repairDamagedRowDates(drafts, [false, true, false], { start: '2023-06-01', end: '2023-07-31' });

      // June 30th has a day of the 30s, but it is June's.
      expect(repaired.drafts[1]).toMatchObject({ date: '2023-06-29', description: 'TOAST INC' });
    });

    it('leaves words that are no month’s (`Fees 12 2023`, `Check No. 1045`), and a total or balance after the date', () => {
      const june = { start: '2023-06-01', end: '2023-06-30' };
      const drafts = [
        row('2023-06-16', 'BRANCH DEPOSIT'),
        row('2023-06-16', 'Fees 12 2023 YTD TOTAL FEES'),
        row('2023-06-16', 'Check No. 2023 CHECK PAID'),
        row('2023-06-16', 'Jun 1O, 2023 Total Deposits'),
        row('2023-06-16', 'Check 17 2023 CLEARED ITEM'),
        row('2023-06-18', 'CHECK 7490'),
        ...Array.from({ length: 8 }, () => row('2023-06-21', 'SQUARE INC TRANSFER')),
      ];

      expect(repairDamagedRowDates(drafts, drafts.map((_, index) => index >= 1 && index <= 4), june).drafts).toEqual(drafts);
    });

    it('opens a line with a damaged date only with a year of this century or the last', () => {
      expect(opensWithDamagedNamedDate('Jun 1€, 2023  ACME SUPPLY  $125.00')).toBe(true);
      expect(opensWithDamagedNamedDate('Jun 1€ 4411  ACME SUPPLY  $125.00')).toBe(false);
    });

    it('leaves a year not of the period, and a month word with no digit left in its day', () => {
      const june = { start: '2023-06-01', end: '2023-06-30' };
      const drafts = [row('2023-06-16', 'BRANCH DEPOSIT'), row('2023-06-16', 'Jun 1€, 2021 TOAST INC'), row('2023-06-16', 'Jun Ab, 2023 TOAST INC'), row('2023-06-18', 'CHECK 7490')];

      expect(repairDamagedRowDates(drafts, [false, true, true, false], june).drafts).toEqual(drafts);
    });
  });
});
