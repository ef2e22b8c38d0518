import { Injectable } from '@nestjs/common';
import { createFunderMatcher, type FunderMatcher } from '@uw/funder-matching';
import { FunderRepository } from './funder.repository';

const MAX_CACHED_ORGS = 200;

/**
 * One alias automaton per organization, rebuilt only when the registry's revision changes (any write by
 * any replica changes it), so a burst of match requests during a parse builds it once.
 */
@Injectable()
export class FunderMatcherCache {
  private readonly matchers = new Map<string, { revision: string; matcher: FunderMatcher }>();

  constructor(private readonly registry: FunderRepository) {}

  async matcherFor(orgId: string): Promise<FunderMatcher> {
    const revision = await this.registry.revision(orgId);
    const cached = this.matchers.get(orgId);
    if (cached?.revision === revision) return cached.matcher;
    const funders = await this.registry.list(orgId);
    const matcher = createFunderMatcher(funders.map((funder) => ({ funder_id: funder._id, title: funder.title, aliases: funder.aliases })));
    this.matchers.delete(orgId);
    if (this.matchers.size >= MAX_CACHED_ORGS) this.matchers.delete(this.matchers.keys().next().value as string);
    this.matchers.set(orgId, { revision, matcher });
    return matcher;
  }
}
