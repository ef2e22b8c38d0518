export * from './webhook-url.error';
export { type ResolveHost, type ValidatedAddress, type WebhookTarget, type WebhookUrlGuardOptions, assertSafeWebhookUrl, resolveWebhookTarget } from './webhook-url.guard';
export { type DeliverWebhookOptions, type WebhookOutcome, deliverWebhook } from './webhook.delivery';
