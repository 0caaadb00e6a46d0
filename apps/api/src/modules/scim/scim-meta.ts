import { LANGUAGES } from '@pcs/domain';
import { SCIM_SCHEMA } from './scim-schemas';

/** GET /ServiceProviderConfig: what this server supports (decision 038): PATCH and eq filters, no bulk or sort. */
export const serviceProviderConfig = (baseUrl: string) => ({
  schemas: [SCIM_SCHEMA.serviceProviderConfig],
  documentationUri: `${baseUrl.replace(/\/scim\/v2$/, '')}/docs`,
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: 200 },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [
    {
      type: 'oauthbearertoken',
      name: 'Bearer token',
      description: 'A SCIM token issued on the 연동 > 계정 연동 screen (pcs_scim_...).',
      primary: true,
    },
  ],
  meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
});

export const resourceTypes = (baseUrl: string) => [
  {
    schemas: [SCIM_SCHEMA.resourceType],
    id: 'User',
    name: 'User',
    endpoint: '/Users',
    schema: SCIM_SCHEMA.user,
    schemaExtensions: [{ schema: SCIM_SCHEMA.enterpriseUser, required: false }],
    meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/User` },
  },
  {
    schemas: [SCIM_SCHEMA.resourceType],
    id: 'Group',
    name: 'Group',
    endpoint: '/Groups',
    schema: SCIM_SCHEMA.group,
    meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/Group` },
  },
];

type Attr = {
  name: string;
  type: 'string' | 'boolean' | 'complex' | 'reference';
  multiValued?: boolean;
  required?: boolean;
  mutability?: 'readOnly' | 'readWrite' | 'immutable';
  uniqueness?: 'none' | 'server';
  canonicalValues?: readonly string[];
  subAttributes?: Attr[];
};
const attribute = (a: Attr): Record<string, unknown> => ({
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...a,
  ...(a.subAttributes ? { subAttributes: a.subAttributes.map(attribute) } : {}),
});

/** The attributes this server keeps; others a provider sends are accepted and dropped. */
export const schemas = (baseUrl: string) =>
  [
    {
      id: SCIM_SCHEMA.user,
      name: 'User',
      attributes: [
        { name: 'userName', type: 'string', required: true, uniqueness: 'server' },
        { name: 'externalId', type: 'string' },
        { name: 'displayName', type: 'string' },
        {
          name: 'name',
          type: 'complex',
          subAttributes: [
            { name: 'formatted', type: 'string' },
            { name: 'familyName', type: 'string' },
            { name: 'givenName', type: 'string' },
          ],
        },
        { name: 'active', type: 'boolean' },
        // Other BCP 47 tags are matched to these ('vi-VN' is vi) or refused with invalidValue.
        { name: 'preferredLanguage', type: 'string', canonicalValues: LANGUAGES },
        {
          name: 'emails',
          type: 'complex',
          multiValued: true,
          subAttributes: [
            { name: 'value', type: 'string' },
            { name: 'type', type: 'string' },
            { name: 'primary', type: 'boolean' },
          ],
        },
        {
          name: 'phoneNumbers',
          type: 'complex',
          multiValued: true,
          subAttributes: [
            { name: 'value', type: 'string' },
            { name: 'type', type: 'string' },
            { name: 'primary', type: 'boolean' },
          ],
        },
        {
          name: 'groups',
          type: 'complex',
          multiValued: true,
          mutability: 'readOnly',
          subAttributes: [
            { name: 'value', type: 'string' },
            { name: '$ref', type: 'reference' },
          ],
        },
      ] satisfies Attr[],
    },
    {
      id: SCIM_SCHEMA.enterpriseUser,
      name: 'EnterpriseUser',
      attributes: [{ name: 'employeeNumber', type: 'string' }] satisfies Attr[],
    },
    {
      id: SCIM_SCHEMA.group,
      name: 'Group',
      attributes: [
        { name: 'displayName', type: 'string', required: true, uniqueness: 'server' },
        { name: 'externalId', type: 'string' },
        {
          name: 'members',
          type: 'complex',
          multiValued: true,
          subAttributes: [
            { name: 'value', type: 'string' },
            { name: '$ref', type: 'reference' },
            { name: 'display', type: 'string', mutability: 'readOnly' },
          ],
        },
      ] satisfies Attr[],
    },
  ].map((s) => ({
    schemas: [SCIM_SCHEMA.schema],
    id: s.id,
    name: s.name,
    attributes: s.attributes.map(attribute),
    meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${s.id}` },
  }));
