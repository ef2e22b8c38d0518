import { type ClassificationText } from './classification-text';

/** A payment the holder owes by a date: what a card's or a credit line's statement prints and a deposit account's never does. */
const PAYMENT_DUE = /\bminimum (?:amount |payment )?due\b|\bpayment due date\b/;
/** The line of credit behind it. */
const CREDIT_LINE = /\bcredit (?:limit|line|access line)\b|\bavailable credit\b|\bcredit available\b/;
/** What is owed, as such a statement prints it (a deposit account prints an ending or closing balance). */
const OWED_BALANCE = /\bnew balance\b/;
/**
 * A deposit account's own evidence: with it the file is a deposit account's statement, whatever card or credit line it
 * also shows (KeyBank prints its `Cash Reserve Credit` after the checking account; a credit union's share statement
 * prints its members' loans and cards in boxes beside the shares).
 */
const DEPOSIT_ACCOUNT =
  /\b(?:ending|closing) (?:ledger |statement |account )?balance\b|\bdeposits?\b|\bdividends?\b|\bwithdrawals?\b|\bdaily (?:ending |ledger )?balances?\b|\bchecks? (?:paid|cleared)\b/;
/** What a card's or a line's own summary prints and a deposit account's box for its overdraft line does not. */
const REVOLVING_CREDIT_ACTIVITY = /\bpurchases\b|\bcash advances?\b|\binterest charged?\b|\bfinance charges?\b/;

/**
 * Why a file that reads like a bank statement is a credit card's or a credit line's statement (a payment due, a credit
 * limit, a new balance owed, purchases, cash advances or interest charged, no deposit account's balance or activity), or null. Its purchases would read as credits
 * and its payments as debits of an account: counted as revenue, a card's spending would inflate the business's.
 */
export function revolvingCreditStatement(text: ClassificationText): string | null {
  const { text: content } = text;
  const owes = PAYMENT_DUE.test(content) && CREDIT_LINE.test(content) && OWED_BALANCE.test(content);
  if (!owes || !REVOLVING_CREDIT_ACTIVITY.test(content) || DEPOSIT_ACCOUNT.test(content)) return null;
  return (
    'a credit card or credit line statement (a minimum payment due, a credit limit, a new balance owed), which is none of the supported types: ' +
    'its purchases and payments are no deposit account activity, and read as a bank statement its spending would count as revenue'
  );
}
