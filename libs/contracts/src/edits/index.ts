export * from './transaction-tag.schema';
export * from './tag-edit.schema';
export * from './position-edit.schema';
export * from './exclusions.schema';
export * from './edit-acknowledgement.schema';
export * from './ledger-edit.schema';
export * from './edit.messages';
