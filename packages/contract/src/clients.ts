import { z } from 'zod';
import {
  CreatedAnswerSchema,
  IdSchema,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  MessageAnswerSchema,
  TenantBodySchema,
} from './common.ts';
import { changeEndpoint, readEndpoint, REVIEWER_ROLES } from './endpoint.ts';
import { changed } from './events.ts';
import { validationMessages } from './refusals.ts';

/** A company the tenant works for, which projects may belong to. */
export const ClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Whom to speak to there, as the Manager wrote it; '' for nobody named. */
  contact: z.string(),
  notes: z.string(),
  /** How many of the tenant's projects (not deleted) belong to it. */
  projectCount: z.number().int(),
});
export type Client = z.infer<typeof ClientSchema>;

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

const ClientFields = {
  /** Unique in the tenant, whatever the case of its letters. */
  name: z.string().trim().min(1, validationMessages['is-required'].defaultMessage).max(MAX_NAME_LENGTH),
  contact: optionalText(MAX_NAME_LENGTH),
  notes: optionalText(MAX_TEXT_LENGTH),
};

/** POST /api/clients/getClients: the tenant's clients, by name. */
export const GetClientsBody = TenantBodySchema;
export type GetClientsBody = z.input<typeof GetClientsBody>;
export const GetClientsAnswer = z.object({ result: z.literal(1), clients: z.array(ClientSchema) });
export type GetClientsAnswer = z.infer<typeof GetClientsAnswer>;

/** POST /api/clients/addClient */
export const AddClientBody = TenantBodySchema.extend(ClientFields);
export type AddClientBody = z.input<typeof AddClientBody>;

/** POST /api/clients/updateClient: every field is sent, as the form holds them all. */
export const UpdateClientBody = TenantBodySchema.extend({ clientId: IdSchema, ...ClientFields });
export type UpdateClientBody = z.input<typeof UpdateClientBody>;

/** POST /api/clients/deleteClient: refused while projects belong to the client. */
export const DeleteClientBody = TenantBodySchema.extend({ clientId: IdSchema });
export type DeleteClientBody = z.input<typeof DeleteClientBody>;

/**
 * The project field naming its client, appended to the project calls: an id of the tenant's
 * clients, or '' or null for none. Left out of an update, the project keeps its client, so that a
 * client of the spec's calls, which knows no clients, never takes one away.
 */
export const ProjectClientSchema = z
  .union([IdSchema, z.literal(''), z.null()])
  .optional()
  .transform((clientId) => (clientId === '' ? null : clientId));

/** The calls of the Clients screen, for Managers and Admins. */
export const clientsApi = {
  getClients: readEndpoint({
    method: 'POST',
    path: '/api/clients/getClients',
    summary: "The tenant's clients by name, each with how many projects belong to it.",
    input: GetClientsBody,
    answer: GetClientsAnswer,
    roles: REVIEWER_ROLES,
  }),
  addClient: changeEndpoint({
    method: 'POST',
    path: '/api/clients/addClient',
    summary: 'Adds a client; its name is unique in the tenant.',
    input: AddClientBody,
    answer: CreatedAnswerSchema,
    roles: REVIEWER_ROLES,
    invalidates: () => [changed.clients()],
  }),
  updateClient: changeEndpoint({
    method: 'POST',
    path: '/api/clients/updateClient',
    summary: "Changes a client's name, contact and notes.",
    input: UpdateClientBody,
    answer: MessageAnswerSchema,
    roles: REVIEWER_ROLES,
    // The board names each project's client.
    invalidates: () => [changed.clients(), changed.projects()],
  }),
  deleteClient: changeEndpoint({
    method: 'POST',
    path: '/api/clients/deleteClient',
    summary: 'Deletes a client; refused (409, naming how many) while projects belong to it.',
    input: DeleteClientBody,
    answer: MessageAnswerSchema,
    roles: REVIEWER_ROLES,
    invalidates: () => [changed.clients()],
  }),
};
