import { ErrorBoundary } from './error-boundary';
import { OfflineModal } from './offline-modal';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

export const App = () => (
  <AppProviders>
    <ErrorBoundary>
      <AppRoutes />
    </ErrorBoundary>
    <OfflineModal />
  </AppProviders>
);
