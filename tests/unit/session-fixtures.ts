import type { User } from '@/generated/model';

/** Named, deterministic fixtures shared by unit tests. */
export const adminUser: User = {
  id: 1,
  user_type: 'Administrator',
  is_expose_api: false,
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'admin@example.com',
  role: { id: 1, name: 'Super Admin' },
};

export const customerUser: User = {
  id: 2,
  user_type: 'Customer',
  is_expose_api: true,
  first_name: 'Meera',
  last_name: 'Iyer',
  email: 'customer@example.com',
  role: { id: 2, name: 'Customer' },
};

export const doctorUser: User = {
  id: 3,
  user_type: 'Doctor',
  is_expose_api: false,
  first_name: 'Vikram',
  last_name: 'Shah',
  email: 'doctor@example.com',
  role: { id: 3, name: 'Doctor' },
};

/** The seeded support agent (role 4): an administrator whose role opens Support only. */
export const supportAgent: User = {
  id: 9010,
  user_type: 'Administrator',
  is_expose_api: false,
  first_name: 'Sam',
  last_name: 'Fernandes',
  email: 'support@example.com',
  role: { id: 4, name: 'Support Agent', permissions: ['support'] },
};
