/** Workplace messengers (decision 056): a company's settings, the outbox's messenger senders, managers' notices. */
export { messengerSenders } from './messenger-senders';
export { assertChainMessengers } from './messenger-settings';
export { managerNoticeDue, queueManagerNotice, queueOperatorNotice } from './queue-manager-notice';
export { operatorCompanyCd } from './repository';
export { messengerRoutes } from './routes';
export { screenLink } from './screen-link';
