export * from './tax-entity.schema';
export * from './income-source.schema';
export * from './reconciliation-warning.schema';
export * from './parsed-form.schema';
export * from './tax-cash-flow-analysis.schema';
