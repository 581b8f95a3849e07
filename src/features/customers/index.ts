/** The Customers list, Create Customer, Customer Details and Edit Customer; the shell's route table lazy-loads them (one chunk). */
import '@/components/styles/kit.css';
import './customers.css';

export { CustomersScreen } from './customers-screen';
export { CreateCustomerScreen, CustomerDetailsScreen, EditCustomerScreen } from './customer-screens';
