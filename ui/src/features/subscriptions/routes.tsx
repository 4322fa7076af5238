import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

import { roleRoute } from '../../components/routing/roleRoute';
import { SUBSCRIPTIONS_PATH } from './paths';

const SubscriptionsPage = lazy(() =>
  import('./components/SubscriptionsPage').then((module) => ({
    default: module.SubscriptionsPage,
  })),
);

export const subscriptionRoutes: RouteObject[] = [
  roleRoute(SUBSCRIPTIONS_PATH, ['PARENT'], <SubscriptionsPage />),
];
