import { z } from '../zod';
import { Uuid } from '../common';
import { CreateFunderRequest, UpdateFunderRequest } from './funder-request.schema';

const OrgScoped = z.object({ org_id: Uuid });

export const ListFundersMessage = OrgScoped;
export type ListFundersMessage = z.infer<typeof ListFundersMessage>;

export const GetFunderMessage = OrgScoped.extend({ id: z.string() });
export type GetFunderMessage = z.infer<typeof GetFunderMessage>;

export const CreateFunderMessage = OrgScoped.extend({ funder: CreateFunderRequest });
export type CreateFunderMessage = z.infer<typeof CreateFunderMessage>;

export const UpdateFunderMessage = OrgScoped.extend({ id: z.string(), patch: UpdateFunderRequest });
export type UpdateFunderMessage = z.infer<typeof UpdateFunderMessage>;

export const DeleteFunderMessage = GetFunderMessage;
export type DeleteFunderMessage = z.infer<typeof DeleteFunderMessage>;

export const ResetFundersMessage = OrgScoped;
export type ResetFundersMessage = z.infer<typeof ResetFundersMessage>;

/** Parsing -> funders: which registry funder (if any) each description names. At most 5,000 per request. */
export const MatchDescriptionsMessage = OrgScoped.extend({ descriptions: z.array(z.string()).max(5000) });
export type MatchDescriptionsMessage = z.infer<typeof MatchDescriptionsMessage>;

export const DescriptionMatch = z.object({ funder_id: z.string(), title: z.string(), alias: z.string(), funder_type: z.string() });
export type DescriptionMatch = z.infer<typeof DescriptionMatch>;

/** One entry per description, in order; null where no alias matched. */
export const MatchDescriptionsReply = z.object({ matches: z.array(DescriptionMatch.nullable()) });
export type MatchDescriptionsReply = z.infer<typeof MatchDescriptionsReply>;

/** Analytics -> funders: the registry entries named by positions (unknown ids are left out). */
export const LookupFundersMessage = OrgScoped.extend({ ids: z.array(z.string()).max(5000) });
export type LookupFundersMessage = z.infer<typeof LookupFundersMessage>;

/**
 * Analytics -> funders: an underwriter tied a position to a funder, so the position's descriptor becomes
 * one of the funder's aliases (unless another funder of the organization already has it).
 */
export const LearnAliasMessage = OrgScoped.extend({ funder_id: z.string(), alias: z.string().min(1).max(200) });
export type LearnAliasMessage = z.infer<typeof LearnAliasMessage>;

export const LearnAliasReply = z.object({ learned: z.boolean(), reason: z.string().nullable() });
export type LearnAliasReply = z.infer<typeof LearnAliasReply>;
