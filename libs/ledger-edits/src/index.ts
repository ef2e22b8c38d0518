export * from './editable-state';
export * from './ledger-edit.apply';
export * from './unknown-references';
export { isValidTag, tagFitsDirection } from './tag-rules';
