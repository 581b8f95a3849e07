/** The demo sign-in accounts (requirements 13.11). The sign-in screen lists them in demo mode only. */
export interface DemoAccount {
  role: 'Administrator' | 'Customer' | 'Doctor';
  username: string;
  password: string;
}

export const demoAccounts: ReadonlyArray<DemoAccount> = [
  { role: 'Administrator', username: 'admin@example.com', password: 'Admin@123' },
  { role: 'Customer', username: 'customer@example.com', password: 'Customer@123' },
  { role: 'Doctor', username: 'doctor@example.com', password: 'Doctor@123' },
  // A second doctor who shares two clinics with the first: two doctors, one queue (docs/telemedicine.md).
  { role: 'Doctor', username: 'doctor2@example.com', password: 'Doctor@123' },
  // An administrator whose role (Support Agent) opens Support only (docs/shell.md, "Roles and areas").
  { role: 'Administrator', username: 'support@example.com', password: 'Support@123' },
];
