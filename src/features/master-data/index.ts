/** The master-data screens (geography and the health-result catalogue); one lazy chunk. */
import '@/components/styles/kit.css';
import './master-data.css';

export * from './master-screen';
export { catalogueScreens as derivedScreens } from './catalogues/screens';
export * from './catalogues/tests-screens';
export * from './catalogues/questionnaire-screens';
