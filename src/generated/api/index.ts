export * from './auth/auth.ts';
export * from './camps/camps.ts';
export * from './clinics/clinics.ts';
export * from './customers/customers.ts';
export * from './geography/geography.ts';
export * from './locations/locations.ts';
