import { Injectable } from '@nestjs/common';
import type { Funders } from '@uw/contracts';
import { createFunderMatcher } from '@uw/funder-matching';
import { FunderRepository } from './funder.repository';

const MAX_CACHED_ORGS = 200;

/**
 * One alias automaton per organization, rebuilt only when the registry's revision changes (any write by
 * any replica changes it), so a burst of match requests during a parse builds it once.
 */
@Injectable()
export class FunderMatcherCache {
  private readonly matchers = new Map<string, { revision: string; matcher: RegistryMatcher }>();

  constructor(private readonly registry: FunderRepository) {}

  async matcherFor(orgId: string): Promise<RegistryMatcher> {
    const revision = await this.registry.revision(orgId);
    const cached = this.matchers.get(orgId);
    if (cached?.revision === revision) return cached.matcher;
    const funders = await this.registry.list(orgId);
    const aliases = createFunderMatcher(funders.map((funder) => ({ funder_id: funder._id, title: funder.title, aliases: funder.aliases })));
    const types = new Map(funders.map((funder) => [funder._id, funder.funder_type]));
    const matcher: RegistryMatcher = {
      match(description) {
        const found = aliases.match(description);
        return found ? { ...found, funder_type: types.get(found.funder_id) ?? 'lender' } : null;
      },
    };
    this.matchers.delete(orgId);
    if (this.matchers.size >= MAX_CACHED_ORGS) this.matchers.delete(this.matchers.keys().next().value as string);
    this.matchers.set(orgId, { revision, matcher });
    return matcher;
  }
}

/** The alias matcher of one registry, answering with the matched funder's type too. */
export interface RegistryMatcher {
  match(description: string): Funders.DescriptionMatch | null;
}
