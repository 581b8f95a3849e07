export { SignInScreen } from './sign-in-screen';
export { useSignOut } from './use-logout';
export { INVALID_CREDENTIALS } from './use-sign-in';
