import { type TransactionDirection } from '../model/bank-statement.model';

const FEE = /\bFEES?\b|\bCHARGE\b/i;
/** Money leaving whatever its words say: a wire out, a deposited item returned unpaid, a card bill paid, a debt settled. */
const OUTGOING = /\bOUTGOING\s+WIRE\b|\bRETURNED\s+DEPOSIT|\bDEPOSITED\s+ITEM\s+RETURNED\b|\bCREDIT\s+(?:CARD|CRD)\b|\bCRD\s+(?:AUTOPAY|EPAY|PMT|PAYMENT)\b|\bDEBT\s+SETTLEMENT\b/i;
/**
 * Money coming in from someone: a payment or transfer from them, a payment received (a card network's push), a wire in, a
 * check deposited (`ATM Check Deposit`), interest paid.
 */
const INCOMING = /\b(?:PAYMENT|TRANSFER|XFER|DEPOSIT)\s+FROM\b|\b(?:PAYMENT|MONEY)\s+RECEIVED\b|\bRECEIVED\s+FROM\b|\bINCOMING\s+WIRE\b|\b(?:CHECK|MOBILE|ATM|REMOTE|BRANCH)\s+DEPOSIT\b|(?<!\b(?:LOAN|CARD|CREDIT)\s)\bINTEREST\s+(?:PAYMENT|PAID|EARNED)\b/i;
/** `INCOMING WIRE RETURN`, `CHECK DEPOSIT RETURNED`, `REVERSAL OF INCOMING WIRE`: money that came in, sent back. */
const RETURNED_IN = /\b(?:INCOMING\s+WIRE|(?:CHECK|MOBILE|ATM|REMOTE|BRANCH)\s+DEPOSIT)\s+RETURN(?:ED)?\b|\b(?:RETURN(?:ED)?|REVERSAL)\s+(?:OF\s+)?INCOMING\b/i;
/** `OUTGOING WIRE RETURN`, `RETURNED OUTGOING WIRE`: money that went out, come back. */
const RETURNED_OUT = /\bOUTGOING\s+WIRE\s+RETURN(?:ED)?\b|\bRETURN(?:ED)?\s+(?:OF\s+)?OUTGOING\b/i;
const REVERSAL = /\bRETURN(?:ED)?\s+OF\b|\bREVERSAL\b|\bREFUND\b|\bCHARGEBACK\b/i;
const CREDIT = /\bDEPOSIT\b|\bCREDIT\b|\bTRANSFER\s+FROM\b|\bINTEREST\s+(?:PAYMENT|PAID|EARNED)\b|\bSETTLEMENT\b/i;
const DEBIT = /\bPURCHASE\b|\bWITHDRAWAL\b|\bDEBIT\b|\bCHECK\b|\bTRANSFER\s+TO\b|\bPAYMENT\b|\bPAYROLL\b/i;

/**
 * Which way a description's words point (a fee is a debit, a return of an item a credit, a deposit a
 * credit, a purchase a debit), or null. Only a tie-breaker between readings the balances allow: it
 * never overrides a sign, a section or a balance.
 */
export function directionHint(description: string): TransactionDirection | null {
  if (FEE.test(description)) return 'debit';
  // Money that came in and is sent back goes out (`INCOMING WIRE RETURN`, `REVERSAL OF INCOMING WIRE`); a return of money
  // that went out comes back in (`RETURN OF OUTGOING WIRE`, `OUTGOING WIRE RETURNED`).
  if (RETURNED_IN.test(description)) return 'debit';
  if (RETURNED_OUT.test(description) || REVERSAL.test(description)) return 'credit';
  if (OUTGOING.test(description)) return 'debit';
  if (INCOMING.test(description)) return 'credit';
  const credit = CREDIT.test(description);
  const debit = DEBIT.test(description);
  if (credit === debit) return null;
  return credit ? 'credit' : 'debit';
}
