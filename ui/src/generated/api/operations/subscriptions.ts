// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

export { offerSlots } from './subscriptions/offerSlots';
export { offerReferralSlots } from './subscriptions/offerReferralSlots';
export { subscribe } from './subscriptions/subscribe';
export { listSubscriptions } from './subscriptions/listSubscriptions';
export { getSubscription } from './subscriptions/getSubscription';
export { changeSubscription } from './subscriptions/changeSubscription';
export { cancelSubscription } from './subscriptions/cancelSubscription';
export { listProducts } from './subscriptions/listProducts';
