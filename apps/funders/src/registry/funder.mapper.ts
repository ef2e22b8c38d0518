import type { Funders } from '@uw/contracts';
import type { FunderRecord } from './funder.schema';

export function toWireFunder(record: FunderRecord): Funders.Funder {
  return {
    id: record._id,
    title: record.title,
    funder_type: record.funder_type as Funders.FunderType,
    funder_meta: { transaction_description_aliases: record.aliases },
    contact: {
      name: record.contact?.name ?? null,
      email: record.contact?.email ?? null,
      phone: record.contact?.phone ?? null,
      address: record.contact?.address ?? null,
    },
    link: record.link,
    states_served: record.states_served,
    rank: record.rank,
    is_default: record.default_key !== null,
    created_at: record.created_at.toISOString(),
    updated_at: record.updated_at.toISOString(),
  };
}
