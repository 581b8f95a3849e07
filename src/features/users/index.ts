/** Users, Create User and User Details (docs/users.md); the shell's route table lazy-loads them (one chunk). */
import '@/components/styles/kit.css';
import './users.css';

export { UsersListScreen } from './users-list-screen';
export { CreateUserScreen, UserDetailsScreen } from './user-screens';
