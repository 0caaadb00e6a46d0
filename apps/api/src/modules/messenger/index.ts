/** Workplace messengers (decision 056): a company's settings, the outbox's messenger senders, managers' notices. */
export { messengerSenders } from './messenger-senders';
export { assertChainMessengers } from './messenger-settings';
export { queueManagerNotice } from './queue-manager-notice';
export { messengerRoutes } from './routes';
