export { SignInScreen } from './sign-in-screen';
export { useSignOut } from './use-logout';
