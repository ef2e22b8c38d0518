/**
 * Every NATS subject in the system, dotted and versioned: `<service>.<entity>.<verb>.v<N>`.
 * Request/reply subjects are answered by exactly one queue group (the owning service).
 */
export const Subjects = {
  documents: {
    health: 'documents.health.check.v1',
    bookCreate: 'documents.book.create.v1',
    bookGet: 'documents.book.get.v1',
    /** Broadcast (no reply): a Book was written; every documents replica drops its cached copy. */
    bookChanged: 'documents.book.changed.v1',
  },
  parsing: { health: 'parsing.health.check.v1' },
  analytics: { health: 'analytics.health.check.v1' },
  exports: { health: 'exports.health.check.v1' },
  funders: { health: 'funders.health.check.v1' },
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
