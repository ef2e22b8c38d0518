import { Schema } from 'mongoose';

export const FUNDER_COLLECTION = 'funders';

export interface FunderRecord {
  _id: string;
  org_id: string;
  /** The default entry this record was copied from (stable slug), or null for the organization's own. */
  default_key: string | null;
  title: string;
  funder_type: string;
  aliases: string[];
  contact: { name: string | null; email: string | null; phone: string | null; address: string | null };
  link: string | null;
  states_served: string[];
  rank: number;
  created_at: Date;
  updated_at: Date;
}

export const FunderSchema = new Schema<FunderRecord>(
  {
    _id: String,
    org_id: { type: String, required: true, index: true },
    default_key: { type: String, default: null },
    title: { type: String, required: true },
    funder_type: { type: String, required: true },
    aliases: { type: [String], default: [] },
    contact: { name: String, email: String, phone: String, address: String },
    link: { type: String, default: null },
    states_served: { type: [String], default: [] },
    rank: { type: Number, default: 0 },
    created_at: { type: Date, required: true },
    updated_at: { type: Date, required: true },
  },
  { collection: FUNDER_COLLECTION, versionKey: false, minimize: false },
);

/** One per organization once its registry holds the defaults; `revision` changes on every registry write. */
export interface RegistryMarker {
  _id: string;
  seeded_at: Date;
  revision: string;
}

export const RegistryMarkerSchema = new Schema<RegistryMarker>(
  { _id: String, seeded_at: { type: Date, required: true }, revision: { type: String, required: true } },
  { collection: 'funder_registries', versionKey: false },
);
