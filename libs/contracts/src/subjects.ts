/**
 * Every NATS subject in the system, dotted and versioned: `<service>.<entity>.<verb>.v<N>`.
 * Request/reply subjects are answered by exactly one queue group (the owning service).
 */
export const Subjects = {
  documents: {
    health: 'documents.health.check.v1',
    bookCreate: 'documents.book.create.v1',
    bookGet: 'documents.book.get.v1',
    bookSubmit: 'documents.book.submit.v1',
    documentsAdd: 'documents.documents.add.v1',
    documentsList: 'documents.documents.list.v1',
    documentGet: 'documents.document.get.v1',
    documentFile: 'documents.document.file.v1',
    parseStart: 'documents.parse.start.v1',
    parseStop: 'documents.parse.stop.v1',
    parseStatus: 'documents.parse.status.v1',
    parseStatuses: 'documents.parse.statuses.v1',
    /** Parsing workers only: claim a job's documents, then report its outcome. */
    parseContext: 'documents.parse.context.v1',
    parseResult: 'documents.parse.result.v1',
    /** Broadcast (no reply): a Book was written; every documents replica drops its cached copy. */
    bookChanged: 'documents.book.changed.v1',
  },
  parsing: {
    health: 'parsing.health.check.v1',
    /** JetStream (durable work queue), not request/reply: one message per parse run. */
    jobs: 'parsing.jobs.v1',
  },
  analytics: {
    health: 'analytics.health.check.v1',
    bookAnalytics: 'analytics.book.analytics.v1',
    bookStatements: 'analytics.book.statements.v1',
    bookCsv: 'analytics.book.csv.v1',
    bookEdit: 'analytics.book.edit.v1',
    bookEditLog: 'analytics.book.edit-log.v1',
    screeningRulesGet: 'analytics.screening-rules.get.v1',
    screeningRulesReplace: 'analytics.screening-rules.replace.v1',
    settingsGet: 'analytics.settings.get.v1',
    settingsReplace: 'analytics.settings.replace.v1',
  },
  exports: { health: 'exports.health.check.v1' },
  funders: {
    health: 'funders.health.check.v1',
    list: 'funders.registry.list.v1',
    get: 'funders.funder.get.v1',
    create: 'funders.funder.create.v1',
    update: 'funders.funder.update.v1',
    delete: 'funders.funder.delete.v1',
    reset: 'funders.registry.reset.v1',
    match: 'funders.registry.match.v1',
    lookup: 'funders.registry.lookup.v1',
    learnAlias: 'funders.alias.learn.v1',
  },
  embeds: { health: 'embeds.health.check.v1' },
  auth: {
    /** Broadcast (no reply): a personal access token was revoked; every gateway drops it from its cache. */
    tokenRevoked: 'auth.token.revoked.v1',
  },
} as const;

export type ServiceName = keyof Omit<typeof Subjects, 'auth'>;

/** The services that answer a health request over NATS. */
export const HEALTH_SUBJECTS: Record<ServiceName, string> = {
  documents: Subjects.documents.health,
  parsing: Subjects.parsing.health,
  analytics: Subjects.analytics.health,
  exports: Subjects.exports.health,
  funders: Subjects.funders.health,
  embeds: Subjects.embeds.health,
};

/** The durable stream of parse jobs and its one shared consumer (a queue group of parsing workers). */
export const PARSE_JOBS_STREAM = 'PARSE_JOBS';
export const PARSE_JOBS_CONSUMER = 'parsing-workers';
