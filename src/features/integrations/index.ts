/** External Integrations (issue 37; docs/integrations.md): the list, Create and the details page. */
import '@/components/styles/kit.css';
import './integrations.css';

export {
  CreateIntegrationScreen,
  IntegrationDetailsScreen,
  IntegrationsListScreen,
} from './integration-screens';
