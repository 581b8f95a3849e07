export { PlaceholderScreen } from './placeholder-screen';
