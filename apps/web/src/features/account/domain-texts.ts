import {
  ACCOUNT_MESSAGES,
  ADDRESS_BOOK_MESSAGES as ADDRESS,
  IDENTITY_MESSAGES,
  LIFE_EVENT_MESSAGES,
  OCCASION_MESSAGES,
  PASSWORD_MESSAGES,
  SSO_ERROR_TEXT,
} from '@pcs/domain';
import { t } from '../../i18n/texts';

/**
 * Texts of the domain (the API sends them too) that the account screens show themselves, with their catalogue ids.
 * The catalogue's Korean must equal the constant; catalogue-texts.test.ts pins each pair, so the spec's text holds.
 */
export const DOMAIN_TEXT_IDS: ReadonlyArray<readonly [text: string, id: string]> = [
  [ACCOUNT_MESSAGES.phoneInvalid, 'account.msg.phoneInvalid'],
  [ACCOUNT_MESSAGES.emailInvalid, 'account.msg.emailInvalid'],
  [ACCOUNT_MESSAGES.authNumberSent, 'account.msg.authNumberSent'],
  [ACCOUNT_MESSAGES.authNumberExpired, 'account.msg.authNumberExpired'],
  [ACCOUNT_MESSAGES.passwordChanged, 'account.msg.passwordChanged'],
  [ACCOUNT_MESSAGES.profileImageSize, 'account.msg.profileImageSize'],
  [ACCOUNT_MESSAGES.profileImageType, 'account.msg.profileImageType'],
  [ACCOUNT_MESSAGES.phoneAuthRequired, 'account.msg.phoneAuthRequired'],
  [ACCOUNT_MESSAGES.nameRequired, 'account.msg.nameRequired'],
  [ACCOUNT_MESSAGES.userIdRequired, 'account.msg.userIdRequired'],
  [ACCOUNT_MESSAGES.authRequired, 'account.msg.authRequired'],
  [PASSWORD_MESSAGES.empty, 'account.password.empty'],
  [PASSWORD_MESSAGES.policy, 'account.password.policy'],
  [PASSWORD_MESSAGES.space, 'account.password.space'],
  [PASSWORD_MESSAGES.repeated, 'account.password.repeated'],
  [PASSWORD_MESSAGES.containsId, 'account.password.containsId'],
  [PASSWORD_MESSAGES.mismatch, 'account.password.mismatch'],
  [PASSWORD_MESSAGES.sameAsCurrent, 'account.password.sameAsCurrent'],
  [IDENTITY_MESSAGES.companyOrEmailRequired, 'account.sso.companyOrEmailRequired'],
  [IDENTITY_MESSAGES.handoffInvalid, 'account.sso.handoffInvalid'],
  [SSO_ERROR_TEXT.company, 'account.sso.error.company'],
  [SSO_ERROR_TEXT.provider, 'account.sso.error.provider'],
  [SSO_ERROR_TEXT.expired, 'account.sso.error.expired'],
  [SSO_ERROR_TEXT.employee, 'account.sso.error.employee'],
  [SSO_ERROR_TEXT.inactive, 'account.sso.error.inactive'],
  [SSO_ERROR_TEXT.locked, 'account.sso.error.locked'],
  [SSO_ERROR_TEXT.browser, 'account.sso.error.browser'],
  [SSO_ERROR_TEXT.busy, 'account.sso.error.busy'],
  [SSO_ERROR_TEXT.domain, 'account.sso.error.domain'],
  [LIFE_EVENT_MESSAGES.typeRequired, 'account.lifeEvent.msg.typeRequired'],
  [LIFE_EVENT_MESSAGES.eventDtRequired, 'account.lifeEvent.msg.eventDtRequired'],
  [LIFE_EVENT_MESSAGES.requestDateOutOfRange, 'account.lifeEvent.msg.requestDateOutOfRange'],
  [LIFE_EVENT_MESSAGES.notRequestable, 'account.lifeEvent.msg.notRequestable'],
  [LIFE_EVENT_MESSAGES.memoTooLong, 'account.lifeEvent.msg.memoTooLong'],
  [LIFE_EVENT_MESSAGES.requestConfirm, 'account.lifeEvent.msg.requestConfirm'],
  [LIFE_EVENT_MESSAGES.requested, 'account.lifeEvent.msg.requested'],
  [LIFE_EVENT_MESSAGES.withdrawConfirm, 'account.lifeEvent.msg.withdrawConfirm'],
  [LIFE_EVENT_MESSAGES.withdrawn, 'account.lifeEvent.msg.withdrawn'],
  [OCCASION_MESSAGES.dateInvalid, 'account.lifeEvent.msg.dateInvalid'],
  [OCCASION_MESSAGES.lifeEventTypeInvalid, 'account.lifeEvent.msg.lifeEventTypeInvalid'],
  [ADDRESS.addrNmRequired, 'account.address.error.addrNmRequired'],
  [ADDRESS.addrNmTooLong, 'account.address.error.addrNmTooLong'],
  [ADDRESS.receiverNmRequired, 'account.address.error.receiverNmRequired'],
  [ADDRESS.receiverNmTooLong, 'account.address.error.receiverNmTooLong'],
  [ADDRESS.zipCdInvalid, 'account.address.error.zipCdInvalid'],
  [ADDRESS.addrRequired, 'account.address.error.addrRequired'],
  [ADDRESS.addrTooLong, 'account.address.error.addrTooLong'],
  [ADDRESS.addrDtlTooLong, 'account.address.error.addrDtlTooLong'],
];

const idOf = new Map(DOMAIN_TEXT_IDS);

/**
 * A domain message in the active language, for messages known only at run time (a shared schema's, the password
 * policy's). A text without an id (a server's answer) is shown as it is.
 */
export function domainText(message: string): string {
  const id = idOf.get(message);
  return id ? t(id) : message;
}
